import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { addressOf, readMountedRoutes } from './support/mountedRoutes';
import { expect, locale, pluginOptions, test, translate } from './support/site';
import { replaceContent, restoreContent } from './support/siteContent';

/**
 * The built site's Content-Security-Policy (issue 4, Security): scripts only from the site itself,
 * never inline and never eval, so even markup that slipped past the sanitiser could not run.
 */

const root = join(import.meta.dirname, '../..');
const SCRIPT_DIRECTIVES = ['script-src', 'script-src-elem', 'script-src-attr'];
const UNSAFE = [
  "'unsafe-inline'",
  "'unsafe-eval'",
  "'unsafe-hashes'",
  '*',
  'data:',
  'http:',
  'blob:',
];

/** Directive name → its sources, lower-cased (CSP keywords are case-insensitive). */
function parsePolicy(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().toLowerCase().split(/\s+/);
    if (name && !directives.has(name)) directives.set(name, sources);
  }
  return directives;
}

/** The sources that govern scripts: each script directive, or default-src where one is absent. */
function scriptSources(policy: string): Record<string, string[]> {
  const directives = parsePolicy(policy);
  const fallback = directives.get('script-src') ?? directives.get('default-src');
  return Object.fromEntries(
    SCRIPT_DIRECTIVES.map((name) => [name, directives.get(name) ?? fallback ?? ['*']]),
  );
}

function expectStrictScripts(policy: string): void {
  for (const [directive, sources] of Object.entries(scriptSources(policy))) {
    const unsafe = sources.filter((source) => UNSAFE.includes(source));
    expect(unsafe, `${directive} allows ${unsafe.join(' ')}`).toEqual([]);
  }
}

test.describe('Content-Security-Policy', () => {
  // With motion on, as most players see the pages: the moving parts set styles too.
  test.use({ reducedMotion: 'no-preference' });
  test('the built site-html carries a policy with no unsafe script sources', ({ siteId }) => {
    const dist = process.env.E2E_DIST ?? 'dist-test';
    const html = readFileSync(join(root, dist, 'site-html', `${siteId}.html`), 'utf8');
    const meta = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]+)"/i.exec(html);
    expect(meta, 'a CSP meta tag in the built page').not.toBeNull();
    const policy = meta![1]!;
    expect(
      parsePolicy(policy).get('script-src') ?? parsePolicy(policy).get('default-src'),
    ).toBeDefined();
    expectStrictScripts(policy);
    expect(parsePolicy(policy).get('object-src')).toEqual(["'none'"]);
    expect(parsePolicy(policy).has('base-uri')).toBe(true);
  });

  test('the served page enforces it: no inline script, handler or script URL runs', async ({
    page,
  }) => {
    const response = await page.goto('/');
    const header = response?.headers()['content-security-policy'];
    if (header) expectStrictScripts(header);
    await page.waitForLoadState('load');
    // eval is not tried here: DevTools-evaluated code is exempt from the policy's eval check, so only
    // the parsed policy above can prove 'unsafe-eval' is absent. Inline scripts, handler attributes
    // and javascript: URLs are run by the page itself, so the policy applies to them.
    const ran = await page.evaluate(async () => {
      const marks = window as unknown as Record<string, boolean>;
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true';
      document.head.append(script);
      const button = document.createElement('button');
      button.setAttribute('onclick', 'window.__handlerRan = true');
      document.body.append(button);
      button.click();
      const link = document.createElement('a');
      link.href = 'javascript:window.__urlRan=true';
      document.body.append(link);
      link.click();
      await new Promise((resolve) => setTimeout(resolve, 200));
      button.remove();
      link.remove();
      return {
        inlineRan: marks.__inlineRan === true,
        handlerRan: marks.__handlerRan === true,
        urlRan: marks.__urlRan === true,
      };
    });
    expect(ran).toEqual({
      inlineRan: false,
      handlerRan: false,
      urlRan: false,
    });
  });
});

interface ViolationLog {
  /** Violations in the live page: a style, script or resource the policy refused to apply. */
  live: string[];
  /**
   * Reports from the sanitiser's own parse of server HTML into an inert document (DOMPurify): the
   * browser checks the policy while parsing a style="" attribute there and reports it on the
   * document, though nothing is applied and the sanitiser then drops the attribute.
   */
  inert: string[];
}

/** Records every policy violation the page reports, from its first script on. */
async function recordViolations(page: Page): Promise<() => Promise<ViolationLog>> {
  await page.addInitScript(() => {
    const log: ViolationLog = { live: [], inert: [] };
    (window as unknown as { __cspViolations: ViolationLog }).__cspViolations = log;
    document.addEventListener('securitypolicyviolation', (event) => {
      const target = event.target as Node | null;
      const inPage = target !== document && target?.ownerDocument === document;
      // A refused resource (a URL, not "inline") always counts, wherever it is reported.
      const inline = event.blockedURI === 'inline';
      const line = `${event.effectiveDirective} ${event.blockedURI}: ${event.sample}`;
      (inPage || !inline ? log.live : log.inert).push(line);
    });
  });
  return () =>
    page.evaluate(() => {
      const log = (window as unknown as { __cspViolations: ViolationLog }).__cspViolations;
      return { live: [...log.live], inert: [...log.inert] };
    });
}

test.describe('Content-Security-Policy without exceptions', () => {
  // every mounted route in turn, each a full page load
  test.describe.configure({ timeout: 120_000 });
  test.afterEach(async ({ request, emulator }) => {
    await restoreContent(request, emulator.merchant);
  });

  test('no route, server HTML or popup needs an inline style or breaks the policy', async ({
    page,
    site,
    request,
    emulator,
    lang,
  }) => {
    // Server HTML as editors write it, inline styles included: the sanitiser drops them, so the
    // page never asks the policy for 'unsafe-inline'.
    const styled = '<p style="color:red">Styled <span style="font-weight:bold">notice</span></p>';
    await replaceContent(request, emulator.merchant, {
      notices: [{ id: 'csp1', title: 'Styled notice', content: styled }],
      promotions: [{ title: 'Styled promotion', content: styled }],
    });
    const violations = await recordViolations(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const routes = await readMountedRoutes(page);
    const visited: string[] = [];
    for (const route of routes.filter((r) => !r.auth)) {
      const address = addressOf(route);
      await page.goto(address);
      await page.waitForLoadState('load');
      visited.push(address);
      expect(await violations(), `violations on ${address}`).toEqual({ live: [], inert: [] });
    }
    expect(visited).toContain('/');

    await page.goto('/');
    const announcements = locale('announcements', lang);
    if (pluginOptions(site, 'announcements')?.marquee) {
      const marquee = page.getByRole('region', {
        name: translate(announcements, 'marquee.label'),
        exact: true,
      });
      await marquee.getByRole('button', { name: 'Styled notice', exact: true }).click();
      const notice = page.getByRole('dialog', { name: translate(announcements, 'notice.title') });
      await expect(notice.getByText('Styled notice').last()).toBeVisible();
      await expect(notice.locator('[style]')).toHaveCount(0);
      await page.keyboard.press('Escape');
    }
    await page
      .getByRole('button', { name: translate(locale('auth', lang), 'login.open'), exact: true })
      .first()
      .click();
    await expect(page.getByRole('dialog').first()).toBeVisible();
    const { live, inert } = await violations();
    expect(live, 'violations in the page with server HTML and the login popup').toEqual([]);
    // Only the sanitiser's look at the editors' style attributes, never anything else.
    expect(inert.filter((line) => !line.startsWith('style-src-attr inline'))).toEqual([]);
  });
});
