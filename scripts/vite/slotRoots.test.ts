import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { findNoShellPages, findSlotImports, isSignedInOnly } from './slotRoots';

const plugins = join(import.meta.dirname, '..', '..', 'plugins');

describe('findSlotImports', () => {
  it('reads the lazily loaded component of each slot entry', () => {
    const ast = parseAst(
      `export default definePlugin({
        id: 'x',
        routes: [{ path: '/', page: () => import('./pages/Home') }],
        slots: {
          headerNav: [{ key: 'a', component: () => import('./components/Nav') }],
          headerActions: [
            { key: 'w', audience: 'real-member', component: () => import('./Wallet') },
            { key: 'g', audience: 'guest', component: () => import('./Join') },
          ],
          sideMenu: [{ key: 'home', label: 'nav.home', to: '/' }],
          homeSections: [
            { key: 'b', component: () => import('./home/Rows'), reserve: { minHeight: 1 } },
            { key: 'c', 'component': () => import("./home/Hot") },
          ],
        },
        modals: { m: () => import('./components/Modal') },
      });`,
    );
    expect(findSlotImports(ast)).toEqual([
      { slot: 'headerNav', source: './components/Nav' },
      // A visitor never sees the member's piece: it is marked, and stays out of the every-page file.
      { slot: 'headerActions', source: './Wallet', signedIn: true },
      { slot: 'headerActions', source: './Join' },
      { slot: 'homeSections', source: './home/Rows' },
      { slot: 'homeSections', source: './home/Hot' },
    ]);
  });

  it('finds the slots of the real plugins', () => {
    const found = readdirSync(plugins, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(plugins, entry.name, 'index.ts')))
      .flatMap((entry) => {
        const source = readFileSync(join(plugins, entry.name, 'index.ts'), 'utf8');
        return findSlotImports(parseAst(source, { lang: 'ts' }));
      });
    expect(found).toContainEqual({ slot: 'headerNav', source: './components/CategoryNav' });
    expect(found).toContainEqual({ slot: 'homeSections', source: './home/HotGamesSection' });
    // The home page's last row loads as it comes near the viewport, not with the others.
    expect(found).toContainEqual({
      slot: 'homeSections',
      source: './components/WinnersSection',
      whenNear: true,
    });
  });
});

describe('isSignedInOnly', () => {
  const signedIn = (source: string) => isSignedInOnly(parseAst(source, { lang: 'ts' }));

  it('is true when every route needs a login and every entry is for signed-in people', () => {
    expect(
      signedIn(`export default definePlugin({
        id: 'wallet',
        routes: [{ path: '/x', page: () => import('./X'), auth: true, realAccount: true }],
        slots: {
          headerActions: [{ key: 'w', audience: 'member', component: () => import('./W') }],
          accountMenu: [{ key: 'a', label: 'a', to: '/member/a' }],
          memberCentre: [{ key: 'p', label: 'p', page: () => import('./P') }],
        },
        locales: (lang) => import(\`./locales/\${lang}.json\`),
      });`),
    ).toBe(true);
  });

  it('is false as soon as a visitor may see a route or an entry, or the syntax is unclear', () => {
    expect(
      signedIn(`definePlugin({ id: 'a', routes: [{ path: '/a', page: () => import('./A') }] })`),
    ).toBe(false);
    expect(
      signedIn(
        `definePlugin({ id: 'a', slots: { sideMenu: [{ key: 'k', label: 'l', to: '/' }] } })`,
      ),
    ).toBe(false);
    expect(signedIn(`definePlugin({ id: 'a', slots: { footer: entries } })`)).toBe(false);
    expect(signedIn(`definePlugin({ id: 'a', ...more })`)).toBe(false);
    expect(signedIn(`export const x = 1;`)).toBe(false);
  });

  it('finds the real lobby visible to visitors', () => {
    const source = readFileSync(join(plugins, 'lobby', 'index.ts'), 'utf8');
    expect(isSignedInOnly(parseAst(source, { lang: 'ts' }))).toBe(false);
  });
});

describe('findNoShellPages', () => {
  it('finds the pages of the agent and bare layouts and of the agent centre', () => {
    const ast = parseAst(
      `export default definePlugin({
        id: 'x',
        routes: [
          { path: '/', page: () => import('./pages/Home') },
          { path: '/agent', page: () => import('./pages/AgentLogin'), layout: 'agent' },
          { path: '/return', layout: 'bare', page: () => import('./pages/Return') },
          { path: '/game', page: () => import('./pages/Game'), layout: 'game' },
        ],
        slots: {
          agentCentre: [{ key: 'a', label: 'l', page: () => import('./pages/Team') }],
          memberCentre: [{ key: 'm', label: 'l', page: () => import('./pages/Wallet') }],
        },
      });`,
    );
    expect(findNoShellPages(ast)).toEqual(['./pages/AgentLogin', './pages/Return', './pages/Team']);
  });

  it("finds the agent centre's own frame in core's centre routes", () => {
    const source = readFileSync(join(plugins, '..', 'core', 'plugin', 'centreRoutes.ts'), 'utf8');
    expect(findNoShellPages(parseAst(source, { lang: 'ts' }))).toEqual([
      '../centre/AgentCentrePage',
    ]);
  });
});
