import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { STYLED_SERVER_HTML, recordViolations, unexpectedInert } from './support/cspViolations';
import { everyBrand, oneBrand } from './support/brands';
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

test.describe(
  'Content-Security-Policy',
  everyBrand(
    "each brand's policy is built from its own config (the analytics plugin's origins where it is on)",
  ),
  () => {
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
  },
);

// Every mounted route of every audience is walked under the policy by the routes journey
// (routes.spec.ts), with editors' styled server HTML in place; here, the popups over the home page.
test.describe(
  'Content-Security-Policy without exceptions',
  oneBrand('default', 'server HTML in the notice and login popups takes nothing from the brand'),
  () => {
    test.afterEach(async ({ request, emulator }) => {
      await restoreContent(request, emulator.merchant);
    });

    test('server HTML in the notice popup and the login popup need no inline style', async ({
      page,
      site,
      request,
      emulator,
      lang,
    }) => {
      await replaceContent(request, emulator.merchant, {
        notices: [{ id: 'csp1', title: 'Styled notice', content: STYLED_SERVER_HTML }],
      });
      const violations = await recordViolations(page);
      await page.goto('/');
      await page.waitForLoadState('load');
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
      const log = await violations();
      expect(log.live, 'violations in the page with server HTML and the login popup').toEqual([]);
      expect(unexpectedInert(log)).toEqual([]);
    });
  },
);
