import { describe, expect, it } from 'vitest';
import { buildRegistry } from './buildRegistry';
import {
  definePlugin,
  type LazyComponent,
  type ModalProps,
  type PluginDefinition,
} from './definePlugin';
import { StartupError } from './startupError';

const page: LazyComponent = () => Promise.resolve({ default: () => null });
const modal: LazyComponent<ModalProps> = () => Promise.resolve({ default: () => null });

/** Runs `build` and returns the StartupError it throws (fails the test when nothing is thrown). */
function startupErrorOf(plugins: PluginDefinition[]): StartupError {
  try {
    buildRegistry(plugins);
  } catch (error) {
    expect(error).toBeInstanceOf(StartupError);
    return error as StartupError;
  }
  throw new Error('buildRegistry did not throw');
}

describe('buildRegistry', () => {
  it('joins routes, slots, centre pages and modals with the plugin that declared them', () => {
    const a = definePlugin({
      id: 'a',
      routes: [{ path: '/a', page, auth: true }],
      slots: { accountMenu: [{ key: 'a-link', label: 'a', to: '/a' }] },
      memberCentre: [{ key: 'pageA', label: 'A', page }],
      modals: { 'a-modal': modal },
    });
    const b = definePlugin({
      id: 'b',
      routes: [{ path: '/b', page }],
      agentCentre: [{ key: 'team', label: 'Team', page }],
    });
    const registry = buildRegistry([a, b]);

    expect(registry.pluginIds).toEqual(['a', 'b']);
    expect(registry.routes.map((r) => [r.path, r.pluginId, r.auth])).toEqual([
      ['/a', 'a', true],
      ['/b', 'b', undefined],
    ]);
    expect(registry.slots.accountMenu).toEqual([
      { key: 'a-link', label: 'a', to: '/a', pluginId: 'a' },
    ]);
    expect(registry.slots.sideMenu).toEqual([]);
    expect(registry.slots.homeSections).toEqual([]);
    expect(registry.memberCentre.map((p) => [p.key, p.pluginId])).toEqual([['pageA', 'a']]);
    expect(registry.agentCentre.map((p) => [p.key, p.pluginId])).toEqual([['team', 'b']]);
    expect(registry.modals.get('a-modal')).toEqual({ load: modal, pluginId: 'a' });
    expect(registry.modals.size).toBe(1);
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
          { key: 'late', label: 'late', order: 300 },
          { key: 'default-a', label: 'x' },
        ],
      },
      memberCentre: [
        { key: 'second', label: 's', page, order: 20 },
        { key: 'third', label: 't', page },
      ],
    });
    const b = definePlugin({
      id: 'b',
      slots: {
        sideMenu: [
          { key: 'first', label: 'first', order: 1 },
          { key: 'default-b', label: 'y', order: 100 },
        ],
      },
      memberCentre: [{ key: 'first', label: 'f', page, order: 10 }],
    });
    const registry = buildRegistry([a, b]);
    expect(registry.slots.sideMenu.map((s) => s.key)).toEqual([
      'first',
      'default-a',
      'default-b',
      'late',
    ]);
    expect(registry.memberCentre.map((p) => p.key)).toEqual(['first', 'second', 'third']);
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
      definePlugin({ id: 'a', slots: { accountMenu: [{ key: 'wallet', label: 'w' }] } }),
      definePlugin({ id: 'b', slots: { accountMenu: [{ key: 'wallet', label: 'w2' }] } }),
    ]);
    expect(error.code).toBe('SLOT_KEY_DUPLICATE');
    expect(error.message).toBe(
      '[plugin:a, b] slot accountMenu key "wallet" is declared by both "a" and "b"',
    );
  });

  it('allows the same key in different slots', () => {
    const registry = buildRegistry([
      definePlugin({ id: 'a', slots: { accountMenu: [{ key: 'wallet', label: 'w' }] } }),
      definePlugin({ id: 'b', slots: { sideMenu: [{ key: 'wallet', label: 'w' }] } }),
    ]);
    expect(registry.slots.accountMenu.map((s) => s.pluginId)).toEqual(['a']);
    expect(registry.slots.sideMenu.map((s) => s.pluginId)).toEqual(['b']);
  });

  it('refuses a member-centre page key declared twice and names both plugins', () => {
    const error = startupErrorOf([
      definePlugin({ id: 'a', memberCentre: [{ key: 'personal', label: 'p', page }] }),
      definePlugin({ id: 'b', memberCentre: [{ key: 'personal', label: 'p', page }] }),
    ]);
    expect(error.code).toBe('SLOT_KEY_DUPLICATE');
    expect(error.message).toBe(
      '[plugin:a, b] memberCentre page "personal" is declared by both "a" and "b"',
    );
  });

  it('refuses an agent-centre page key declared twice but allows the key once per centre', () => {
    const error = startupErrorOf([
      definePlugin({ id: 'a', agentCentre: [{ key: 'team', label: 't', page }] }),
      definePlugin({ id: 'b', agentCentre: [{ key: 'team', label: 't', page }] }),
    ]);
    expect(error.message).toBe(
      '[plugin:a, b] agentCentre page "team" is declared by both "a" and "b"',
    );

    const registry = buildRegistry([
      definePlugin({ id: 'a', memberCentre: [{ key: 'team', label: 't', page }] }),
      definePlugin({ id: 'b', agentCentre: [{ key: 'team', label: 't', page }] }),
    ]);
    expect(registry.memberCentre).toHaveLength(1);
    expect(registry.agentCentre).toHaveLength(1);
  });

  it('refuses a modal id declared by two plugins and names both', () => {
    const error = startupErrorOf([
      definePlugin({ id: 'a', modals: { login: modal } }),
      definePlugin({ id: 'c', modals: { other: modal } }),
      definePlugin({ id: 'b', modals: { login: modal } }),
    ]);
    expect(error.code).toBe('MODAL_DUPLICATE');
    expect(error.pluginIds).toEqual(['a', 'b']);
    expect(error.message).toBe('[plugin:a, b] modal "login" is declared by both "a" and "b"');
  });

  it('builds an empty registry from no plugins', () => {
    const registry = buildRegistry([]);
    expect(registry.pluginIds).toEqual([]);
    expect(registry.routes).toEqual([]);
    expect(Object.keys(registry.slots).sort()).toEqual([
      'accountMenu',
      'footer',
      'headerActions',
      'headerNav',
      'homeSections',
      'loginProviders',
      'notifications',
      'rightBar',
      'sideMenu',
      'sideMenuSections',
    ]);
  });
});
