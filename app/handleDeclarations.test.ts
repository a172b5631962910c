import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as coreHandles from '../core/plugin/handles';
import { plugins } from '../plugins';

const root = join(import.meta.dirname, '..');

function sourceFiles(dir: string): { path: string; text: string }[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => ({
      path: relative(root, join(root, dir, file)),
      text: readFileSync(join(root, dir, file), 'utf8'),
    }));
}

/** Core's own handles by export name: `loginPrompt` → `login`. */
const CORE_HANDLE_IDS = new Map(
  Object.entries(coreHandles).flatMap(([name, value]) =>
    typeof value === 'object' && value !== null && 'kind' in value && 'id' in value
      ? [[name, String(value.id)] as const]
      : [],
  ),
);

/** The handle ids a plugin's code uses: core handles it imports and handles it names itself. */
function handleIdsUsedBy(pluginId: string): Set<string> {
  const used = new Set<string>();
  for (const { text } of sourceFiles(`plugins/${pluginId}`)) {
    for (const match of text.matchAll(/import \{([^}]*)\} from '[./]*core\/plugin\/handles'/g)) {
      for (const name of match[1]!.split(',').map((part) => part.trim())) {
        const id = CORE_HANDLE_IDS.get(name);
        if (id) used.add(id);
      }
    }
    for (const match of text.matchAll(/(?:modal|service)Handle\('([^']+)'\)/g)) used.add(match[1]!);
  }
  return used;
}

describe('typed handles', () => {
  it('no code opens or closes a modal by a bare string', () => {
    const offenders = [...sourceFiles('core'), ...sourceFiles('plugins'), ...sourceFiles('app')]
      .filter(({ text }) => /(?:open|close)Modal\(\s*['"`]/.test(text))
      .map(({ path }) => path);
    expect(offenders).toEqual([]);
  });

  it.each(plugins.map((plugin) => [plugin.id, plugin] as const))(
    'plugin %s declares every handle it uses in provides, needs or optional',
    (_id, plugin) => {
      const declared = new Set<string>([
        ...(plugin.provides ?? []).map((provision) => provision.handle.id),
        ...(plugin.needs ?? []).map((handle) => handle.id),
        ...(plugin.optional ?? []).map((handle) => handle.id),
      ]);
      const undeclared = [...handleIdsUsedBy(plugin.id)].filter((id) => !declared.has(id));
      expect(undeclared, `${plugin.id} uses handles it does not declare`).toEqual([]);
    },
  );

  it('every handle a plugin needs is provided by some plugin of the list', () => {
    const provided = new Set(
      plugins.flatMap((plugin) =>
        (plugin.provides ?? []).map((p) => `${p.handle.kind}:${p.handle.id}`),
      ),
    );
    const unprovided = plugins.flatMap((plugin) =>
      (plugin.needs ?? [])
        .filter((handle) => !provided.has(`${handle.kind}:${handle.id}`))
        .map((handle) => `${plugin.id} → ${handle.kind} ${handle.id}`),
    );
    expect(unprovided).toEqual([]);
  });
});
