import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, siteCspSources } from './csp';
import { pageHeaders } from './securityHeaders';
import { prepareSiteConfig, readSite } from '../vite/renderSiteHtml';
import { REPO_ROOT } from '../lib/repo-paths';
import { SERVER_HTML_POLICY } from '../../core/html/trustedHtml';

/** Directive name → its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((part) => {
      const [name, ...sources] = part.split(' ');
      return [name!, sources];
    }),
  );
}

const ANALYTICS = {
  scriptUrl: 'https://www.googletagmanager.com/gtag/js?id={id}',
  collectOrigins: ['https://www.google-analytics.com', 'https://region1.google-analytics.com'],
};

/** The sources of a brand whose platform and CDNs are all on its own origin ("/"). */
const SAME_SITE = { img: [], frame: [], report: '/wps/csp-report' };

describe('contentSecurityPolicy', () => {
  it('allows only the site itself for scripts and calls when given nothing', () => {
    const policy = directives(contentSecurityPolicy());
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
    expect(policy.get('frame-src')).toEqual(["'self'"]);
    expect(policy.has('frame-ancestors')).toBe(false);
    expect(directives(contentSecurityPolicy({}, { header: true })).get('frame-ancestors')).toEqual([
      "'none'",
    ]);
  });

  it('adds each origin to its own directive', () => {
    const policy = directives(
      contentSecurityPolicy({
        script: ['https://tags.example'],
        connect: ['https://api.example', 'https://collect.example'],
        img: ['https://collect.example'],
      }),
    );
    expect(policy.get('script-src')).toEqual(["'self'", 'https://tags.example']);
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://api.example',
      'https://collect.example',
    ]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'https://collect.example']);
    expect(policy.get('default-src')).toEqual(["'self'"]);
  });
});

describe('siteCspSources', () => {
  it('names the analytics origins only where the brand enables the plugin', () => {
    const site = { platform: { apiBase: '/' }, plugins: { lobby: {} } };
    expect(siteCspSources(site)).toEqual({ connect: [], ...SAME_SITE });
    expect(siteCspSources({ ...site, plugins: { lobby: {}, analytics: ANALYTICS } })).toEqual({
      script: ['https://www.googletagmanager.com'],
      connect: ANALYTICS.collectOrigins,
      ...SAME_SITE,
      img: ANALYTICS.collectOrigins,
    });
  });

  it('keeps the platform origin beside them, and adds no script origin for a same-site path', () => {
    const sources = siteCspSources({
      platform: { apiBase: 'https://api.brand.example/v1' },
      plugins: { analytics: { scriptUrl: '/tags/gtag.js?id={id}', collectOrigins: [] } },
    });
    expect(sources).toEqual({
      script: [],
      connect: ['https://api.brand.example'],
      img: ['https://api.brand.example'],
      frame: ['https://api.brand.example'],
      report: 'https://api.brand.example/v1/wps/csp-report',
    });
  });

  it('survives a config the schema refused (site:check reports it)', () => {
    expect(siteCspSources(null)).toEqual({ connect: [], ...SAME_SITE });
    expect(siteCspSources({ plugins: { analytics: { scriptUrl: 'https://' } } })).toEqual({
      script: [],
      connect: [],
      ...SAME_SITE,
    });
  });

  it("gives the repository's brands their policy: analytics on default and angkor, not longhai", () => {
    const policy = (id: string) =>
      directives(contentSecurityPolicy(siteCspSources(prepareSiteConfig(readSite(REPO_ROOT, id)))));
    for (const id of ['default', 'angkor']) {
      // The plugin's schema defaults, filled in as the page gets its config.
      expect(policy(id).get('script-src'), id).toContain('https://www.googletagmanager.com');
      expect(policy(id).get('connect-src'), id).toContain('https://www.google-analytics.com');
    }
    expect(policy('longhai').get('script-src')).toEqual(["'self'"]);
    expect(policy('longhai').get('connect-src')?.join(' ')).not.toContain('google');
  });

  it("limits images and game frames to the brand's CDNs and its platform, never any https host", () => {
    const sources = siteCspSources({
      platform: {
        apiBase: '/',
        imageCdns: ['/', 'https://img1.brand.example/pics/', 'https://img2.brand.example'],
        launchCdns: ['https://play.brand.example/', '/games/'],
      },
    });
    const policy = directives(contentSecurityPolicy(sources));
    expect(policy.get('img-src')).toEqual([
      "'self'",
      'data:',
      'https://img1.brand.example',
      'https://img2.brand.example',
    ]);
    expect(policy.get('frame-src')).toEqual(["'self'", 'https://play.brand.example']);
    for (const id of ['default', 'angkor', 'longhai']) {
      const own = directives(
        contentSecurityPolicy(siteCspSources(prepareSiteConfig(readSite(REPO_ROOT, id)))),
      );
      expect(own.get('img-src')?.join(' '), id).not.toMatch(/(^| )https:( |$)/);
      expect(own.get('frame-src'), id).toEqual(["'self'"]);
    }
  });
});

describe('CSP reports', () => {
  it('sends violations to the platform report endpoint from the header policy only', () => {
    const header = directives(contentSecurityPolicy({}, { header: true }));
    expect(header.get('report-uri')).toEqual(['/wps/csp-report']);
    expect(header.get('report-to')).toEqual(['csp']);
    const meta = directives(contentSecurityPolicy());
    expect(meta.has('report-uri')).toBe(false);
    expect(meta.has('report-to')).toBe(false);
    expect(pageHeaders()['Reporting-Endpoints']).toBe('csp="/wps/csp-report"');
    const absolute = siteCspSources({ platform: { apiBase: 'https://api.brand.example/v1/' } });
    expect(pageHeaders({ csp: absolute })['Reporting-Endpoints']).toBe(
      'csp="https://api.brand.example/v1/wps/csp-report"',
    );
  });
});

describe('Trusted Types', () => {
  it("allows the sanitiser's policy and no other, in the meta and the header alike", () => {
    for (const header of [false, true]) {
      const policy = directives(contentSecurityPolicy({}, { header }));
      expect(policy.get('trusted-types')).toEqual([SERVER_HTML_POLICY]);
      // Not enforced yet: the analytics plugin assigns a string to script.src (see csp.ts).
      expect(policy.has('require-trusted-types-for')).toBe(false);
    }
  });
});
