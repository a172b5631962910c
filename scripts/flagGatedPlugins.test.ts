import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PluginDefinition } from '../core/plugin/definePlugin';
import { SIGNED_IN_SLOT_NAMES } from '../core/plugin/definePlugin';
import { SLOT_NAMES } from '../core/plugin/slots';
import { startPlugins } from '../core/plugin/startPlugins';
import { plugins } from '../plugins';
import { referencedEndpointNames } from './vite/referencedEndpoints';

/**
 * Every plugin a platform module switches (its `requires`, DESIGN.md) is on the page exactly when
 * its flags are: with one of them off, none of its routes, menu, header or centre entries is
 * there, and it cannot call anything; on again, all of them are back. Driven by the plugin list,
 * so a new flag-gated plugin is covered without a test of its own. (The browser side, that no
 * page calls an endpoint whose module is off, is tests/e2e/routes.spec.ts.)
 */
const root = join(import.meta.dirname, '..');
const everyModule = (
  JSON.parse(readFileSync(join(root, 'schemas/module-flags.schema.json'), 'utf8')) as {
    oneOf: { const: string }[];
  }
).oneOf.map((flag) => flag.const);
const endpoints = (
  JSON.parse(readFileSync(join(root, 'schemas/api/endpoints.json'), 'utf8')) as {
    endpoints: { name: string; modules: string[] }[];
  }
).endpoints;

const everyPlugin = new Set(plugins.map((plugin) => plugin.id));
const gated = plugins.filter((plugin) => (plugin.requires ?? []).length > 0);

/** The plugin's routes and entries in a registry started with these flags, signed-in parts too. */
async function presence(plugin: PluginDefinition, flags: ReadonlySet<string>) {
  const { active, registry } = startPlugins('flag-test', plugins, everyPlugin, flags);
  const mounted = active.some((p) => p.id === plugin.id);
  const entries: string[] = [];
  for (const name of SLOT_NAMES)
    for (const entry of registry.slots[name] as { pluginId: string; key?: string }[])
      if (entry.pluginId === plugin.id) entries.push(`${name}:${entry.key ?? '?'}`);
  for (const loader of registry.signedInLoaders.filter((l) => l.pluginId === plugin.id)) {
    const { slots } = (await loader.load()).default;
    for (const name of SIGNED_IN_SLOT_NAMES)
      for (const entry of slots[name] ?? []) entries.push(`${name}:${entry.key}`);
  }
  const routes = registry.routes.filter((route) => route.pluginId === plugin.id);
  return { mounted, routes: routes.map((route) => route.path), entries };
}

describe.each(gated.map((plugin) => [plugin.id, plugin] as const))(
  'flag-gated plugin %s',
  (_id, plugin) => {
    const allOn = new Set(everyModule);

    it('is there with its flags on: routes and entries', async () => {
      const on = await presence(plugin, allOn);
      expect(on.mounted).toBe(true);
      expect(on.routes.length + on.entries.length).toBeGreaterThan(0);
    });

    it.each(plugin.requires ?? [])('is gone entirely with %s off', async (flag) => {
      const off = await presence(plugin, new Set(everyModule.filter((m) => m !== flag)));
      expect(off).toEqual({ mounted: false, routes: [], entries: [] });
    });

    it('calls only endpoints its own flags open, or asks first (useEndpointAllowed)', async () => {
      const dir = join(root, 'plugins', plugin.id);
      const named = referencedEndpointNames(
        root,
        endpoints.map((e) => e.name),
        [`plugins/${plugin.id}`],
      );
      const asked = referencedAskedEndpoints(dir);
      // An entry's own flags (e.g. the transfer-to-upline page, AGETRANSFERUP3) keep its page
      // and so the page's calls away just as the plugin's do.
      const requires = new Set([...(plugin.requires ?? []), ...(await entryFlags(plugin))]);
      const unguarded = endpoints
        .filter((e) => named.has(e.name) && e.modules.length > 0 && !e.modules.includes('COMM3'))
        .filter((e) => !e.modules.some((m) => requires.has(m)) && !asked.has(e.name))
        .map((e) => `${e.name} (${e.modules.join('|')})`);
      expect(unguarded).toEqual([]);
    });
  },
);

it('covers the flag-gated plugins of the product', () => {
  // referral is not among them: it mounts on every brand for the agents' invite-friends button,
  // and gates its entries one by one (plugins/referral/gating.test.ts).
  expect(gated.map((plugin) => plugin.id)).toEqual(
    expect.arrayContaining(['points-mall', 'manual-rebate']),
  );
});

/** Flags single entries of the plugin require, up front and in its signed-in part. */
async function entryFlags(plugin: PluginDefinition): Promise<string[]> {
  const slots = [
    plugin.slots ?? {},
    plugin.signedIn ? (await plugin.signedIn.load()).default.slots : {},
  ];
  return slots.flatMap((bySlot) =>
    Object.values(bySlot).flatMap((list) =>
      (list as { requires?: string[] }[]).flatMap((entry) => entry.requires ?? []),
    ),
  );
}

/** Endpoint names a plugin's code asks about with useEndpointAllowed('name'). */
function referencedAskedEndpoints(dir: string): Set<string> {
  const asked = new Set<string>();
  for (const file of listSources(dir))
    for (const match of readFileSync(file, 'utf8').matchAll(/useEndpointAllowed\(\s*'(\w+)'/g))
      asked.add(match[1]!);
  return asked;
}

function listSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}
