import { describe, expect, it } from 'vitest';
import { buildRegistry } from './buildRegistry';
import { checkPluginList } from './checkPluginList';
import {
  definePlugin,
  provideModal,
  provideService,
  type LazyComponent,
  type PluginDefinition,
} from './definePlugin';
import { loginPrompt, modalHandle, walletRefresh, type ModalHandle } from './handles';
import { SLOT_NAMES } from './slots';
import { StartupError } from './startupError';

const page: LazyComponent = () => Promise.resolve({ default: () => null });
const modal = () => Promise.resolve({ default: () => null });
const refresh = () => Promise.resolve(() => Promise.resolve());
/** A handle of a modal that only this test's plugins provide (real ids are declared). */
const fakeModal = (id: string) => ({ kind: 'modal', id }) as unknown as ModalHandle<'login'>;

/** Runs `build` and returns the StartupError it throws (fails the test when nothing is thrown). */
function startupErrorOf(plugins: PluginDefinition[]): StartupError {
  try {
    checkPluginList(plugins);
  } catch (error) {
    expect(error).toBeInstanceOf(StartupError);
    return error as StartupError;
  }
  throw new Error('checkPluginList did not throw');
}

describe('buildRegistry and checkPluginList', () => {
  it('joins routes, slots, centre pages, modals and services with the plugin that declared them', () => {
    const a = definePlugin({
      id: 'a',
      routes: [{ path: '/a', page, auth: true }],
      slots: {
        accountMenu: [{ key: 'a-link', label: 'a', to: '/a' }],
        memberCentre: [{ key: 'pageA', label: 'A', page }],
      },
      provides: [provideModal(loginPrompt, modal), provideService(walletRefresh, refresh)],
    });
    const b = definePlugin({
      id: 'b',
      routes: [{ path: '/b', page }],
      slots: { agentCentre: [{ key: 'team', label: 'Team', page }] },
    });
    const registry = buildRegistry([a, b]);

    expect(registry.pluginIds).toEqual(['a', 'b']);
    expect(registry.routes.map((r) => [r.path, r.pluginId, r.auth])).toEqual([
      ['/a', 'a', true],
      ['/b', 'b', undefined],
      ['/member/:pageKey?', 'core', true],
      ['/agentHome/:pageKey?', 'core', true],
    ]);
    expect(registry.slots.accountMenu).toEqual([
      { key: 'a-link', label: 'a', to: '/a', pluginId: 'a' },
    ]);
    expect(registry.slots.sideMenu).toEqual([]);
    expect(registry.slots.memberCentre.map((p) => [p.key, p.pluginId])).toEqual([['pageA', 'a']]);
    expect(registry.slots.agentCentre.map((p) => [p.key, p.pluginId])).toEqual([['team', 'b']]);
    expect(registry.modals.get('login')).toMatchObject({ load: modal, pluginId: 'a' });
    expect(registry.modals.size).toBe(1);
    expect(registry.services.get('walletRefresh')).toMatchObject({ load: refresh, pluginId: 'a' });
  });

  it('gives a centre no route while nobody contributes a page to it', () => {
    const registry = buildRegistry([definePlugin({ id: 'a', routes: [{ path: '/a', page }] })]);
    expect(registry.routes.map((r) => r.path)).toEqual(['/a']);
  });

  it('guards the centres: member centre for real accounts, agent centre for agents only', () => {
    const registry = buildRegistry([
      definePlugin({
        id: 'a',
        slots: {
          memberCentre: [{ key: 'm', label: 'm', page }],
          agentCentre: [{ key: 'g', label: 'g', page }],
        },
      }),
    ]);
    const [member, agent] = registry.routes;
    expect(member).toMatchObject({ auth: true, realAccount: true });
    expect(agent).toMatchObject({ auth: true, agentOnly: true, layout: 'agent' });
  });

  it('refuses a plugin route on a centre path and names the plugin', () => {
    const error = startupErrorOf([
      definePlugin({
        id: 'a',
        routes: [{ path: '/member/:pageKey?', page }],
        slots: { memberCentre: [{ key: 'm', label: 'm', page }] },
      }),
    ]);
    expect(error.code).toBe('ROUTE_DUPLICATE');
    expect(error.pluginIds).toEqual(['a', 'core']);
  });

  it('does not change the plugin declarations it reads', () => {
    const a = definePlugin({ id: 'a', routes: [{ path: '/a', page }] });
    buildRegistry([a]);
    expect(a.routes?.[0]).toEqual({ path: '/a', page });
  });

  it('sorts slot entries and centre pages by order (missing order counts as 100), stable across plugins', () => {
    const a = definePlugin({
      id: 'a',
      slots: {
        sideMenu: [
          { key: 'late', label: 'late', to: '/late', order: 300 },
          { key: 'default-a', label: 'x', to: '/x' },
        ],
        memberCentre: [
          { key: 'second', label: 's', page, order: 20 },
          { key: 'third', label: 't', page },
        ],
      },
    });
    const b = definePlugin({
      id: 'b',
      slots: {
        sideMenu: [
          { key: 'first', label: 'first', to: '/first', order: 1 },
          { key: 'default-b', label: 'y', to: '/y', order: 100 },
        ],
        memberCentre: [{ key: 'first', label: 'f', page, order: 10 }],
      },
    });
    const registry = buildRegistry([a, b]);
    expect(registry.slots.sideMenu.map((s) => s.key)).toEqual([
      'first',
      'default-a',
      'default-b',
      'late',
    ]);
    expect(registry.slots.memberCentre.map((p) => p.key)).toEqual(['first', 'second', 'third']);
  });

  it('refuses a plugin id declared twice', () => {
    const error = startupErrorOf([definePlugin({ id: 'a' }), definePlugin({ id: 'a' })]);
    expect(error.code).toBe('PLUGIN_DUPLICATE');
    expect(error.pluginIds).toEqual(['a']);
    expect(error.message).toBe('[plugin:a] plugin id "a" is declared twice');
  });

  it('refuses a route path declared by two plugins and names both', () => {
    const error = startupErrorOf([
      definePlugin({ id: 'a', routes: [{ path: '/x', page }] }),
      definePlugin({
        id: 'b',
        routes: [
          { path: '/y', page },
          { path: '/x', page },
        ],
      }),
    ]);
    expect(error.code).toBe('ROUTE_DUPLICATE');
    expect(error.pluginIds).toEqual(['a', 'b']);
    expect(error.message).toBe('[plugin:a, b] route "/x" is declared by both "a" and "b"');
    expect(error.name).toBe('StartupError');
  });

  it('refuses a slot key declared twice in the same slot and names both plugins', () => {
    const error = startupErrorOf([
      definePlugin({ id: 'a', slots: { accountMenu: [{ key: 'wallet', label: 'w', to: '/w' }] } }),
      definePlugin({ id: 'b', slots: { accountMenu: [{ key: 'wallet', label: 'w2', to: '/w' }] } }),
    ]);
    expect(error.code).toBe('SLOT_KEY_DUPLICATE');
    expect(error.message).toBe(
      '[plugin:a, b] slot accountMenu key "wallet" is declared by both "a" and "b"',
    );
  });

  it('allows the same key in different slots, and once per centre', () => {
    const registry = buildRegistry([
      definePlugin({ id: 'a', slots: { accountMenu: [{ key: 'wallet', label: 'w', to: '/w' }] } }),
      definePlugin({ id: 'b', slots: { sideMenu: [{ key: 'wallet', label: 'w', to: '/w' }] } }),
      definePlugin({ id: 'c', slots: { memberCentre: [{ key: 'team', label: 't', page }] } }),
      definePlugin({ id: 'd', slots: { agentCentre: [{ key: 'team', label: 't', page }] } }),
    ]);
    expect(registry.slots.accountMenu.map((s) => s.pluginId)).toEqual(['a']);
    expect(registry.slots.sideMenu.map((s) => s.pluginId)).toEqual(['b']);
    expect(registry.slots.memberCentre).toHaveLength(1);
    expect(registry.slots.agentCentre).toHaveLength(1);
  });

  it('refuses a centre page key declared twice and names both plugins', () => {
    const error = startupErrorOf([
      definePlugin({ id: 'a', slots: { agentCentre: [{ key: 'team', label: 't', page }] } }),
      definePlugin({ id: 'b', slots: { agentCentre: [{ key: 'team', label: 't', page }] } }),
    ]);
    expect(error.code).toBe('SLOT_KEY_DUPLICATE');
    expect(error.message).toBe(
      '[plugin:a, b] slot agentCentre key "team" is declared by both "a" and "b"',
    );
  });

  it('refuses a menu entry that neither links nor opens a modal, or does both, and names it', () => {
    // Plain JavaScript or a cast can get past the type; the registry still says which entry.
    const neither = { key: 'lost', label: 'l' } as unknown as {
      key: string;
      label: string;
      to: string;
    };
    const error = startupErrorOf([definePlugin({ id: 'a', slots: { sideMenu: [neither] } })]);
    expect(error.code).toBe('SLOT_ENTRY_INVALID');
    expect(error.pluginIds).toEqual(['a']);
    expect(error.message).toBe(
      '[plugin:a] sideMenu entry "lost" must either link ("to") or open a modal ("modal"), it does neither',
    );

    const both = { key: 'twice', label: 't', to: '/t', modal: loginPrompt } as unknown as {
      key: string;
      label: string;
      to: string;
    };
    const bothError = startupErrorOf([definePlugin({ id: 'b', slots: { accountMenu: [both] } })]);
    expect(bothError.message).toContain(
      '"twice" must either link ("to") or open a modal ("modal"), not both',
    );
  });

  it('accepts a menu entry that opens a modal by handle', () => {
    const registry = buildRegistry([
      definePlugin({
        id: 'a',
        slots: { accountMenu: [{ key: 'in', label: 'i', modal: loginPrompt }] },
      }),
    ]);
    expect(registry.slots.accountMenu[0]?.modal).toBe(loginPrompt);
  });

  it('refuses a modal provided by two plugins and names both', () => {
    const error = startupErrorOf([
      definePlugin({ id: 'a', provides: [provideModal(loginPrompt, modal)] }),
      definePlugin({ id: 'c', provides: [provideModal(fakeModal('other'), modal)] }),
      definePlugin({ id: 'b', provides: [provideModal(modalHandle('login'), modal)] }),
    ]);
    expect(error.code).toBe('MODAL_DUPLICATE');
    expect(error.pluginIds).toEqual(['a', 'b']);
    expect(error.message).toBe('[plugin:a, b] modal "login" is provided by both "a" and "b"');
  });

  it('refuses a service provided by two plugins', () => {
    const error = startupErrorOf([
      definePlugin({ id: 'a', provides: [provideService(walletRefresh, refresh)] }),
      definePlugin({ id: 'b', provides: [provideService(walletRefresh, refresh)] }),
    ]);
    expect(error.code).toBe('SERVICE_DUPLICATE');
    expect(error.pluginIds).toEqual(['a', 'b']);
  });

  it('builds an empty registry, with every declared slot, from no plugins', () => {
    const registry = buildRegistry([]);
    expect(registry.pluginIds).toEqual([]);
    expect(registry.routes).toEqual([]);
    expect(Object.keys(registry.slots)).toEqual(SLOT_NAMES);
  });
});
