/**
 * Module flags in site:check. The one list of §3 flags is schemas/module-flags.schema.json (the
 * `ModuleFlag` type and the emulator's module tree come from it too); wherever a site config or a
 * plugin names a flag, a name missing from the list is reported at its entry, with the declared
 * flag it most likely meant.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findValuesByRef } from './local-texts';
import { childPath, type Problem } from './problem';
import { MODULE_FLAGS_FILE } from './schema-validators';

/** The declared flags, in declaration order; empty when the schemas folder has no list. */
export function readModuleFlags(schemasDir: string): string[] {
  const file = join(schemasDir, MODULE_FLAGS_FILE);
  if (!existsSync(file)) return [];
  const { oneOf } = JSON.parse(readFileSync(file, 'utf8')) as { oneOf?: { const?: unknown }[] };
  return (oneOf ?? []).flatMap((entry) => (typeof entry.const === 'string' ? [entry.const] : []));
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** The declared flag closest to `name` (case aside), if one is close enough to be a typo. */
export function nearestFlag(name: string, known: readonly string[]): string | undefined {
  const wanted = name.toUpperCase();
  let best: { flag: string; distance: number } | undefined;
  for (const flag of known) {
    const distance = editDistance(wanted, flag);
    if (!best || distance < best.distance) best = { flag, distance };
  }
  const allowed = Math.max(2, Math.floor(wanted.length / 3));
  return best && best.distance <= allowed ? best.flag : undefined;
}

/** What site:check says about `name` when it is not a declared flag; undefined when it is. */
export function unknownFlagMessage(name: string, known: readonly string[]): string | undefined {
  if (known.includes(name)) return undefined;
  const nearest = nearestFlag(name, known);
  const hint = nearest ? `did you mean ${JSON.stringify(nearest)}? ` : '';
  return `unknown module flag ${JSON.stringify(name)} (${hint}the flags are declared in schemas/${MODULE_FLAGS_FILE})`;
}

const isFlagRef = (ref: string): boolean => ref.split('#')[0]?.endsWith(MODULE_FLAGS_FILE) ?? false;

/** Inputs of {@link checkConfigFlags}. */
export interface ConfigFlagsInput {
  /** Parsed site.json (possibly schema-invalid). */
  config: unknown;
  siteSchema: object;
  /** Each plugin's option schema by id. */
  pluginSchemas: ReadonlyMap<string, object>;
  known: readonly string[];
}

/**
 * One problem per unknown flag wherever the site schema, or an enabled plugin's option schema,
 * says a value is a module flag (`"$ref": "module-flags.schema.json"`). Values that are not
 * strings are the schema's to report.
 */
export function checkConfigFlags({
  config,
  siteSchema,
  pluginSchemas,
  known,
}: ConfigFlagsInput): Problem[] {
  const found = findValuesByRef(siteSchema, config, isFlagRef);
  const plugins = (config as { plugins?: unknown } | null)?.plugins;
  if (typeof plugins === 'object' && plugins !== null && !Array.isArray(plugins)) {
    for (const [id, block] of Object.entries(plugins)) {
      const schema = pluginSchemas.get(id);
      if (!schema) continue;
      const prefix = childPath('/plugins', id);
      for (const { path, value } of findValuesByRef(schema, block, isFlagRef))
        found.push({ path: `${prefix}${path}`, value });
    }
  }
  return found.flatMap(({ path, value }) => {
    const message = typeof value === 'string' ? unknownFlagMessage(value, known) : undefined;
    return message ? [{ path, message }] : [];
  });
}
