// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import CORE from '../i18n/locales/EN.json';
import { buildRegistry } from '../plugin/buildRegistry';
import { RuntimeProvider, type Runtime } from '../runtime/RuntimeContext';
import { Footer } from './Footer';
import FooterBadges, { badgeLinkProps } from './FooterBadges';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    ns: ['core'],
    fallbackNS: ['core'],
    resources: { EN: { core: CORE } },
    react: { useSuspense: false },
  });
});

afterEach(cleanup);

const name = (EN: string) => ({ EN, CN: `${EN} CN`, KM: `${EN} KM` });

function renderFooter(layout: Record<string, unknown>, part: 'footer' | 'badges' = 'footer') {
  const runtime = {
    site: {
      id: 'demo',
      brand: { name: 'Demo' },
      limits: { ageGate: 18 },
      plugins: {},
      layout: { footerColumns: [], vendorStrip: [], social: [], ...layout },
    },
    permission: { resources: [] },
    flags: new Set<string>(),
    registry: buildRegistry([]),
  } as unknown as Runtime;
  render(
    <RuntimeProvider value={runtime}>
      {part === 'footer' ? <Footer /> : <FooterBadges />}
    </RuntimeProvider>,
  );
}

describe('the footer community links (§1 blog / forum)', () => {
  it('shows the blog and forum under a translated heading, opened safely in a new tab', () => {
    renderFooter({
      community: { blog: 'https://blog.demo.example/', forum: 'https://forum.demo.example/' },
    });
    const column = screen.getByRole('heading', { name: CORE.footer.community }).parentElement!;
    const blog = within(column).getByRole('link', { name: CORE.footer.blog });
    expect(blog.getAttribute('href')).toBe('https://blog.demo.example/');
    expect(blog.getAttribute('target')).toBe('_blank');
    expect(blog.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(column).getByRole('link', { name: CORE.footer.forum })).toBeTruthy();
  });

  it('leaves out a link that is not https, and the heading without any link', () => {
    renderFooter({ community: { blog: 'http://blog.demo.example/' } });
    expect(screen.queryByRole('heading', { name: CORE.footer.community })).toBeNull();
  });
});

describe('the licence, partner and sponsor strips (§1)', () => {
  const footerBadges = {
    licences: [{ name: name('Licence A'), logo: 'assets/licence-a.svg', url: '/help#licences' }],
    partners: [
      { name: name('Partner B'), logo: 'assets/partner-b.svg', url: 'https://b.example/' },
    ],
    sponsors: [{ name: name('Sponsor C'), logo: 'assets/sponsor-c.svg' }],
  };

  it('renders three labelled lists of lazy, sized logos with alt text', () => {
    renderFooter({ footerBadges }, 'badges');
    for (const [kind, alt, src] of [
      ['licences', 'Licence A', '/sites/demo/assets/licence-a.svg'],
      ['partners', 'Partner B', '/sites/demo/assets/partner-b.svg'],
      ['sponsors', 'Sponsor C', '/sites/demo/assets/sponsor-c.svg'],
    ] as const) {
      const region = screen.getByRole('region', { name: CORE.footer[kind] });
      const image = within(within(region).getByRole('list')).getByRole('img', { name: alt });
      expect(image.getAttribute('src')).toBe(src);
      expect(image.getAttribute('loading')).toBe('lazy');
      expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['120', '40']);
    }
    const partner = screen.getByRole('link', { name: 'Partner B' });
    expect(partner.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Licence A' }).getAttribute('target')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sponsor C' })).toBeNull();
  });

  it('loads the strips from the footer only when the site lists some', async () => {
    renderFooter({ footerBadges });
    expect(await screen.findByRole('region', { name: CORE.footer.sponsors })).toBeTruthy();
    cleanup();
    renderFooter({ footerBadges: { licences: [] } });
    expect(document.querySelector('.wl-footer__badge-strips')).toBeNull();
  });

  it('links only https URLs and same-site paths', () => {
    expect(badgeLinkProps('https://a.example/')).toMatchObject({ rel: 'noopener noreferrer' });
    expect(badgeLinkProps('/help#sponsors')).toEqual({ href: '/help#sponsors' });
    for (const bad of ['http://a.example/', '//a.example', 'javascript:alert(1)', undefined])
      expect(badgeLinkProps(bad)).toBeUndefined();
  });
});
