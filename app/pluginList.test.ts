import { describe, expect, it } from 'vitest';
import { buildRegistry } from '../core/plugin/buildRegistry';
import { plugins } from '../plugins';

describe('the plugin list', () => {
  it('builds one registry without clashes', () => {
    const registry = buildRegistry(plugins);
    expect(registry.pluginIds).toEqual(plugins.map((plugin) => plugin.id));
    expect(new Set(registry.routes.map((route) => route.path)).size).toBe(registry.routes.length);
  });

  it('gives every plugin an options schema titled for it', () => {
    for (const plugin of plugins) expect(plugin.options?.title, plugin.id).toMatch(/Options$/);
  });
});
