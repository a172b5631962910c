// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RuntimeProvider, type Runtime } from '../../../core/runtime/RuntimeContext';
import EN from '../locales/EN.json';
import PAGE_EN from '../locales/page/EN.json';
import CustomerServicePage, { CentreServicePage } from '../pages/CustomerServicePage';
import ServiceBar from './ServiceBar';
import ServiceMenu from './ServiceMenu';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    ns: ['customer-service', 'customer-service-page'],
    resources: { EN: { 'customer-service': EN, 'customer-service-page': PAGE_EN } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
afterEach(cleanup);

const cs = (csType: string, csPosition: string, path: string) => ({
  csType,
  csPosition,
  title: csType,
  path,
});

/** The platform's list as start-up hands it on (paths opened), with a right and a left side. */
const PLATFORM = [
  cs('LIVECHAT', 'RIGHT', 'https://chat.brand.example/'),
  cs('TELEGRAM', 'RIGHT', 'https://t.me/brand_support'),
  cs('VIP', 'RIGHT', 'https://t.me/brand_vip'),
  cs('LIVECHAT', 'LEFT', 'https://chat.brand.example/menu'),
  cs('TELEGRAM1', 'LEFT', 'https://t.me/brand_cs1'),
  cs('FACEBOOK', 'LEFT', 'https://facebook.com/brand'),
];

function renderWith(
  node: ReactNode,
  {
    customerService = PLATFORM,
    resources = [{ resourceType: 'TELEGRAM', url: 'https://t.me/brand' }],
    fallbacks = [] as { type: string; url: string; position?: string }[],
    rightBar = true,
  } = {},
) {
  const runtime = {
    site: {
      layout: { customerService: fallbacks },
      plugins: { 'customer-service': { rightBar, footerSocial: true } },
    },
    permission: { customerService, resources },
  } as unknown as Runtime;
  return render(<RuntimeProvider value={runtime}>{node}</RuntimeProvider>);
}

const linksOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('ServiceBar', () => {
  it('lists the entries placed RIGHT and none placed LEFT', () => {
    renderWith(<ServiceBar />);
    expect(linksOf(screen.getByRole('list', { name: EN.label }))).toEqual([
      [EN.type.LIVECHAT, 'https://chat.brand.example/'],
      [EN.type.VIP, 'https://t.me/brand_vip'],
      [EN.type.TELEGRAM, 'https://t.me/brand_support'],
    ]);
  });

  it('leaves no trace when its option is off or nothing is placed RIGHT', () => {
    const { container } = renderWith(<ServiceBar />, { rightBar: false });
    expect(container.innerHTML).toBe('');
    cleanup();
    const left = PLATFORM.filter((entry) => entry.csPosition === 'LEFT');
    expect(renderWith(<ServiceBar />, { customerService: left }).container.innerHTML).toBe('');
  });

  it('takes an operator fallback placed RIGHT, not one placed LEFT', () => {
    renderWith(<ServiceBar />, {
      customerService: [],
      fallbacks: [
        { type: 'LINE', url: 'https://line.me/brand' },
        { type: 'FACEBOOK', url: 'https://m.me/brand', position: 'LEFT' },
      ],
    });
    expect(linksOf(screen.getByRole('list', { name: EN.label }))).toEqual([
      [EN.type.LINE, 'https://line.me/brand'],
    ]);
  });
});

/** The side menu's block: the one list there, named like the right bar's. */
const menuList = () => screen.getByRole('list', { name: EN.label });

describe('ServiceMenu', () => {
  it('lists the LEFT entries, the telegram channel and the customer-service item', () => {
    renderWith(<ServiceMenu />);
    expect(linksOf(menuList())).toEqual([
      [EN.type.LIVECHAT, 'https://chat.brand.example/menu'],
      [EN.type.TELEGRAM1, 'https://t.me/brand_cs1'],
      [EN.type.FACEBOOK, 'https://facebook.com/brand'],
      [EN.telegram_channel, 'https://t.me/brand'],
      [EN.label, '/customerService'],
    ]);
    const outside = screen.getByRole('link', { name: EN.type.FACEBOOK });
    expect(outside.getAttribute('target')).toBe('_blank');
    expect(outside.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows only what the platform lists: no telegram channel without its resource', () => {
    renderWith(<ServiceMenu />, { customerService: [], resources: [] });
    expect(linksOf(menuList())).toEqual([[EN.label, '/customerService']]);
  });
});

describe('CustomerServicePage', () => {
  it('is a page of every channel, both positions, with the address each opens', () => {
    renderWith(<CustomerServicePage />, { rightBar: false });
    expect(screen.getByRole('heading', { level: 1, name: EN.label })).toBeTruthy();
    expect(screen.getByText(PAGE_EN.intro)).toBeTruthy();
    const names = screen.getAllByRole('link').map((link) => link.textContent);
    expect(names).toEqual([
      `${EN.type.LIVECHAT}chat.brand.example`,
      `${EN.type.LIVECHAT}chat.brand.example/menu`,
      `${EN.type.VIP}t.me/brand_vip`,
      `${EN.type.TELEGRAM}t.me/brand_support`,
      `${EN.type.TELEGRAM1}t.me/brand_cs1`,
      `${EN.type.FACEBOOK}facebook.com/brand`,
    ]);
  });

  it('says so when the brand has no channel', () => {
    renderWith(<CustomerServicePage />, { customerService: [] });
    expect(screen.getByText(PAGE_EN.none)).toBeTruthy();
    expect(screen.queryAllByRole('link')).toEqual([]);
  });

  it('stands under the agent centre heading as a second-level page, right bar off too', () => {
    renderWith(<CentreServicePage />, { rightBar: false });
    expect(screen.getByRole('heading', { level: 2, name: EN.label })).toBeTruthy();
    expect(screen.getAllByRole('link')).toHaveLength(6);
  });
});
