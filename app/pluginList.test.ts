import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildRegistry } from '../core/plugin/buildRegistry';
import { checkPluginList } from '../core/plugin/checkPluginList';
import { startPlugins } from '../core/plugin/startPlugins';
import { StartupError } from '../core/plugin/startupError';
import { plugins } from '../plugins';

describe('the plugin list', () => {
  it('builds one registry without clashes', () => {
    expect(() => checkPluginList(plugins)).not.toThrow();
    const registry = buildRegistry(plugins);
    expect(registry.pluginIds).toEqual(plugins.map((plugin) => plugin.id));
    expect(new Set(registry.routes.map((route) => route.path)).size).toBe(registry.routes.length);
  });

  it('has no clash once the signed-in parts are in, each in a centre its loader names', async () => {
    const whole = await Promise.all(
      plugins.map(async (plugin) => {
        if (!plugin.signedIn) return plugin;
        const { slots } = (await plugin.signedIn.load()).default;
        for (const centre of ['memberCentre', 'agentCentre'] as const)
          if ((slots[centre] ?? []).length > 0)
            expect(plugin.signedIn.centres, `${plugin.id}: signedIn.centres`).toContain(centre);
        return { ...plugin, slots: { ...plugin.slots, ...slots } };
      }),
    );
    expect(() => checkPluginList(whole)).not.toThrow();
  });

  it('gives every plugin an options schema titled for it', () => {
    for (const plugin of plugins) expect(plugin.options?.title, plugin.id).toMatch(/Options$/);
  });
});

describe('the plugin list on a real site', () => {
  const site = JSON.parse(
    readFileSync(join(import.meta.dirname, '../sites/angkor/site.json'), 'utf8'),
  ) as { id: string; plugins: Record<string, unknown> };
  const everyFlag = new Set(
    plugins.flatMap((plugin) => [
      ...(plugin.requires ?? []),
      ...Object.values(plugin.slots ?? {}).flatMap((entries) =>
        entries.flatMap((entry) => entry.requires ?? []),
      ),
    ]),
  );

  it.each(readdirSync(join(import.meta.dirname, '../sites')))(
    'site %s starts with every provider its plugins need',
    (id) => {
      const config = JSON.parse(
        readFileSync(join(import.meta.dirname, '../sites', id, 'site.json'), 'utf8'),
      ) as { id: string; plugins: Record<string, unknown> };
      const enabled = new Set(Object.keys(config.plugins));
      const started = startPlugins(config.id, plugins, enabled, everyFlag);
      expect(started.registry.modals.has('login')).toBe(true);
    },
  );

  it('fails with PROVIDER_MISSING naming both plugins and the site when auth is off', () => {
    const enabled = new Set(Object.keys(site.plugins).filter((id) => id !== 'auth'));
    let error: unknown;
    try {
      startPlugins(site.id, plugins, enabled, everyFlag);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(StartupError);
    const { code, pluginIds, message } = error as StartupError;
    expect(code).toBe('PROVIDER_MISSING');
    expect(pluginIds).toEqual(['lobby', 'auth']);
    expect(message).toContain('"lobby" needs modal "login" from plugin "auth"');
    expect(message).toContain(`site "${site.id}"`);
  });
});
