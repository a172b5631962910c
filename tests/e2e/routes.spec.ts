import type { Page } from '@playwright/test';
import type { MountedRoute } from '../../core/router/mountedRoutes';
import { trackRequests } from '../../scripts/bench/pageQuiet';
import { IMPACTS, auditPage, type Impact } from './support/axeAudit';
import { signInAs } from './support/apiLogin';
import { everyBrand } from './support/brands';
import { addressOf, readMountedRoutes, readSignedInRoutes } from './support/mountedRoutes';
import { expect, locale, test, translate, type Lang } from './support/site';
import { callsGatedOff, recordPlatformCalls } from './support/gatedCalls';
import { STYLED_SERVER_HTML, recordViolations, unexpectedInert } from './support/cspViolations';
import { replaceContent, restoreContent } from './support/siteContent';

/**
 * Beyond the routes that need login, a member also sees `/` (the member header) and `/live`, whose
 * game tiles carry member-only controls (favourite toggles). Visited when the site mounts them.
 */
const MEMBER_EXTRAS = ['/', '/live'];

/**
 * Goes to a route the way a person clicking a link does: the app's router moves, the page is not
 * loaded again. A walk opens its first page with a full load (start-up is every other journey's
 * first step too) and each further route in the running app: a full load per route cost its
 * start-up again, 0.8 s of the 1.4 s a visit took.
 */
async function openInApp(page: Page, address: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, address);
}

/** Core's texts that mean the route's own page is not there, or not all of it. */
function failureTexts(lang: Lang) {
  const core = locale('core', lang);
  return {
    /** Start-up failure and not-found pages, shown instead of the route's page. */
    titles: [translate(core, 'startup_failed.title'), translate(core, 'not_found.title')],
    /** Core's error panel offers it when a request failed or a part of the page crashed. */
    retry: translate(core, 'actions.retry'),
  };
}

/**
 * The route rendered its own page. A shell page shows its main heading. A 'bare' page (outside the
 * shell, such as the social-login return page a provider sends its pop-up window to, which shows
 * one line and closes itself) has no heading by design, so text in its main landmark is enough.
 * Routes that read query parameters (/seamless: vassalage, gameCode) are opened without them: the
 * page must then say, under a heading, that there is nothing to play, rather than launch a vendor's
 * game, whose frame is the vendor's page and not ours to audit (/lottery without a game likewise
 * shows its menus and a message to pick one). Neither core's start-up failure nor its not-found
 * page counts; once the requests settle, no spinner is left and nothing failed.
 */
async function expectOwnContent(
  page: Page,
  route: MountedRoute,
  where: string,
  lang: Lang,
  requests: ReturnType<typeof trackRequests>,
) {
  const main = page.getByRole('main');
  const heading = route.layout === 'bare' ? main : main.getByRole('heading', { level: 1 }).first();
  await expect.soft(heading, `${where}: the page shows its heading`).toHaveText(/\S/, {
    timeout: 15_000,
  });
  // The requests settle: none in flight for 150 ms and the main thread idle (Playwright's
  // 'networkidle' says the same after a fixed 500 ms of silence, 185 times a run).
  await requests.settled(150);
  await expect
    .soft(page.locator('.wl-spinner'), `${where}: nothing is still loading`)
    .toHaveCount(0);
  await expect
    .soft(page.locator('main [aria-busy="true"]'), `${where}: nothing is waiting for an answer`)
    .toHaveCount(0);
  const failure = failureTexts(lang);
  for (const title of failure.titles)
    await expect
      .soft(main.getByRole('heading', { name: title, exact: true }), `${where}: not "${title}"`)
      .toHaveCount(0);
  await expect
    .soft(
      main.getByRole('button', { name: failure.retry, exact: true }),
      `${where}: nothing failed`,
    )
    .toHaveCount(0);
}

/** A page of the agent portal: the agent centre's pages (the route layout 'agent' behind login). */
function isAgentPage(route: MountedRoute): boolean {
  return route.auth && route.layout === 'agent';
}

/** §2: a non-agent who opens any agent-centre page lands on the agent login page instead. */
async function expectRefused(page: Page, agentPages: readonly MountedRoute[]) {
  for (const route of agentPages) {
    await openInApp(page, addressOf(route));
    await expect
      .soft(page, `${addressOf(route)}: a member is sent to the agent login page`)
      .toHaveURL(/\/agent$/);
  }
}

/**
 * §6: an agent is a member too. Each member page behind login renders its own heading for
 * agent01, with no core failure panel (the axe audit of these pages ran for the member already;
 * the same components render here, so this pass stays short).
 */
async function expectMemberPagesWork(page: Page, pages: readonly MountedRoute[], lang: Lang) {
  const failure = failureTexts(lang);
  for (const route of pages.filter((candidate) => candidate.auth)) {
    const where = `${addressOf(route)} (agent)`;
    await openInApp(page, addressOf(route));
    const main = page.getByRole('main');
    await expect
      .soft(main.getByRole('heading', { level: 1 }).first(), `${where}: the page shows its heading`)
      .toHaveText(/\S/, { timeout: 15_000 });
    for (const title of failure.titles)
      await expect
        .soft(main.getByRole('heading', { name: title, exact: true }), `${where}: not "${title}"`)
        .toHaveCount(0);
    expect
      .soft(['/login', '/', '/agent'], `${where}: the guard let the agent in`)
      .not.toContain(new URL(page.url()).pathname);
  }
}

/** The routes an audience visits, from the list the page publishes. */
function memberRoutes(list: readonly MountedRoute[]): MountedRoute[] {
  const byPath = new Map(list.map((route) => [route.path, route]));
  return [
    ...MEMBER_EXTRAS.flatMap((path) => byPath.get(path) ?? []),
    // The agent portal's pages are walked by the agent; a plain member is refused them.
    ...list.filter((route) => route.auth && !isAgentPage(route)),
  ];
}
const agentRoutes = (list: readonly MountedRoute[]) => list.filter(isAgentPage);

test.describe(
  'every mounted route (axe-core, WCAG 2.2 A and AA plus name and label rules)',
  everyBrand(
    "the routes a brand mounts follow its plugins, their options and the platform's module flags",
    {
      firefox: true,
    },
  ),
  () => {
    // One test per audience, run side by side: a site's two workers share its walk instead of one
    // of them waiting for a single long test at the end.
    test.describe.configure({ mode: 'parallel' });
    test.afterEach(async ({ request, emulator }) => {
      await restoreContent(request, emulator.merchant);
    });

    for (const audience of ['visitor', 'member', 'agent'] as const) {
      test(`as ${audience === 'agent' ? 'an' : 'a'} ${audience}: renders, no page error, no serious or critical violation, nothing against the CSP`, async ({
        page,
        lang,
        emulator,
        request,
        siteId,
      }, testInfo) => {
        // The site's Content-Security-Policy (issue 4) holds on every page without exceptions, with
        // server HTML as editors write it, inline styles included: the sanitiser drops them, so no
        // page asks the policy for 'unsafe-inline' (csp.spec.ts checks the policy itself).
        await replaceContent(request, emulator.merchant, {
          notices: [{ id: 'csp1', title: 'Styled notice', content: STYLED_SERVER_HTML }],
          promotions: [{ title: 'Styled promotion', content: STYLED_SERVER_HTML }],
        });
        const violations = await recordViolations(page);
        // The walk stays in one document: each route's share of the policy log starts where the
        // previous route's ended.
        const violationsSeen = { live: 0, inert: 0 };
        // Module flags decide what is mounted (scripts/flagGatedPlugins.test.ts); here, across every
        // page, the front end never calls an endpoint whose module is off.
        const called = recordPlatformCalls(page);
        const requests = trackRequests(page);
        const pageErrors: string[] = [];
        page.on('pageerror', (error) => pageErrors.push(error.message));
        const counts: Record<Impact, number> = { critical: 0, serious: 0, moderate: 0, minor: 0 };
        let visits = 0;

        // Members and agents start signed in through the platform (the auth journeys test the
        // form); their routes are read once the header shows them signed in.
        const account = { visitor: undefined, member: 'demo', agent: 'agent01' }[audience];
        if (account)
          await signInAs(
            page,
            request,
            emulator,
            account,
            account === 'demo' ? 'Demo1234' : 'Agent1234',
          );
        await page.goto('/');
        if (account)
          await expect(
            page.getByRole('button', {
              name: translate(locale('core', lang), 'header.account_menu', { name: account }),
            }),
          ).toBeVisible({ timeout: 15_000 });
        const routes =
          audience === 'visitor' ? await readMountedRoutes(page) : await readSignedInRoutes(page);
        expect(routes.length, 'the test build exposes the mounted routes').toBeGreaterThan(0);
        // The walk's time grows with the routes; the agent also opens every member page.
        const planned = {
          visitor: routes.filter((route) => !route.auth).length,
          member: memberRoutes(routes).length + agentRoutes(routes).length,
          agent: agentRoutes(routes).length + memberRoutes(routes).length,
        }[audience];
        test.setTimeout(60_000 + 10_000 * planned);

        let list: MountedRoute[] = routes.filter((route) => !route.auth);
        if (audience === 'member') list = memberRoutes(routes);
        if (audience === 'agent') {
          list = agentRoutes(routes);
          await test.step(`${siteId}: every member page keeps working for an agent`, () =>
            expectMemberPagesWork(page, memberRoutes(routes), lang));
        }
        for (const route of list) {
          const where = `${siteId} ${route.path} (${audience}, ${route.pluginId}, ${route.layout})`;
          // Soft checks: one broken route is reported with the others instead of hiding them.
          await test.step(where, async () => {
            pageErrors.length = 0;
            await openInApp(page, addressOf(route));
            await expectOwnContent(page, route, where, lang, requests);
            // A member sent to /login (or home) instead was never shown the page. A route that
            // sorts people (the invite-friends button's /inviteFriends: members to their referral
            // page, agents to the register centre) may move on to another member page.
            if (audience !== 'visitor' && route.auth)
              expect
                .soft(['/login', '/'], `${where}: the guard let the member in`)
                .not.toContain(new URL(page.url()).pathname);
            const audit = await auditPage(page);
            visits++;
            for (const impact of IMPACTS) counts[impact] += audit.counts[impact];
            if (audit.minor.length > 0)
              testInfo.annotations.push({
                type: 'axe (moderate or minor)',
                description: `${route.path} (${audience}): ${audit.minor.join(', ')}`,
              });
            expect.soft(pageErrors, `${where}: uncaught page error(s)`).toEqual([]);
            const log = await violations();
            const refused = {
              live: log.live.slice(violationsSeen.live),
              inert: log.inert.slice(violationsSeen.inert),
            };
            violationsSeen.live = log.live.length;
            violationsSeen.inert = log.inert.length;
            expect
              .soft([...refused.live, ...unexpectedInert(refused)], `${where}: CSP violations`)
              .toEqual([]);
            expect
              .soft(
                audit.blocking,
                `${where}: ${audit.blocking.length} serious or critical violation(s)\n${audit.blocking.join('\n')}`,
              )
              .toEqual([]);
          });
        }
        if (audience === 'member')
          await test.step(`${siteId}: the member is refused every agent page`, async () =>
            expectRefused(page, agentRoutes(await readSignedInRoutes(page))));

        expect(
          callsGatedOff(called, await emulator.getModules()),
          'calls to modules that are off',
        ).toEqual([]);
        const summary =
          `routes ${siteId} as ${audience}: ${visits} visits of ${routes.length} ` +
          `mounted routes; axe violations ${IMPACTS.map((impact) => `${impact} ${counts[impact]}`).join(', ')}`;
        console.log(summary);
        testInfo.annotations.push({ type: 'route journey', description: summary });
        await testInfo.attach('route journey summary', {
          body: summary,
          contentType: 'text/plain',
        });
      });
    }
  },
);
