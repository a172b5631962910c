import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { findSlotImports } from './slotRoots';

const plugins = join(import.meta.dirname, '..', '..', 'plugins');

describe('findSlotImports', () => {
  it('reads the lazily loaded component of each slot entry', () => {
    const ast = parseAst(
      `export default definePlugin({
        id: 'x',
        routes: [{ path: '/', page: () => import('./pages/Home') }],
        slots: {
          headerNav: [{ key: 'a', component: () => import('./components/Nav') }],
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
      { slot: 'homeSections', source: './home/Rows' },
      { slot: 'homeSections', source: './home/Hot' },
    ]);
  });

  it('finds the slots of the real plugins', () => {
    const found = readdirSync(plugins, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => {
        const source = readFileSync(join(plugins, entry.name, 'index.ts'), 'utf8');
        return findSlotImports(parseAst(source, { lang: 'ts' }));
      });
    expect(found).toContainEqual({ slot: 'headerNav', source: './components/CategoryNav' });
    expect(found).toContainEqual({ slot: 'homeSections', source: './home/HotGamesSection' });
  });
});
