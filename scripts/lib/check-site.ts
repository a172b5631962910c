/**
 * Validates one site folder: JSON syntax, the site schema, each enabled plugin's option schema,
 * the module flags it names, then the semantic checks. Returns every problem as a printable line,
 * so callers (site:check, the build) report them all at once.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { explainAjvErrors } from './ajv-messages';
import { checkConfigFlags, readModuleFlags } from './check-site-flags';
import { parseJson } from './json-syntax';
import { childPath, formatProblem, type Problem } from './problem';
import { SCHEMAS_DIR } from './repo-paths';
import { loadValidators } from './schema-validators';
import { checkSemantics } from './site-semantics';

/** Options of {@link checkSite}. */
export interface CheckSiteOptions {
  /** Folder holding site.schema.json and plugins/; defaults to the repository's `schemas/`. */
  schemasDir?: string;
}

/** Name the messages use for a site's file, independent of where the folder really is. */
export function siteFileLabel(siteDir: string): string {
  return `sites/${basename(resolve(siteDir))}/site.json`;
}

function pluginProblems(config: unknown, schemasDir: string): Problem[] {
  const plugins = (config as { plugins?: unknown } | null)?.plugins;
  if (typeof plugins !== 'object' || plugins === null || Array.isArray(plugins)) return [];
  const { plugins: validators } = loadValidators(schemasDir);
  const problems: Problem[] = [];
  for (const [id, options] of Object.entries(plugins)) {
    const validate = validators.get(id);
    // Unknown ids are reported by the semantic checks; non-object blocks by the site schema.
    if (!validate || typeof options !== 'object' || options === null || Array.isArray(options))
      continue;
    if (!validate(options))
      problems.push(...explainAjvErrors(validate.errors ?? [], childPath('/plugins', id)));
  }
  return problems;
}

/** Checks the site in `siteDir` and returns one line per problem (empty when the site is fine). */
export function checkSite(siteDir: string, options: CheckSiteOptions = {}): string[] {
  const schemasDir = options.schemasDir ?? SCHEMAS_DIR;
  const label = siteFileLabel(siteDir);
  const file = join(siteDir, 'site.json');
  if (!existsSync(file)) return [`${label}: file not found`];

  const parsed = parseJson(readFileSync(file, 'utf8'));
  if (!parsed.ok)
    return [
      `${label}: invalid JSON at line ${parsed.line} column ${parsed.column}: ${parsed.reason}`,
    ];

  const validators = loadValidators(schemasDir);
  const config = parsed.value;
  // An unknown module flag is named with the flag it most likely meant, in place of Ajv's list of
  // every declared one.
  const flagProblems = checkConfigFlags({
    config,
    siteSchema: validators.site.schema as object,
    pluginSchemas: new Map(
      [...validators.plugins].map(([id, validate]) => [id, validate.schema as object]),
    ),
    known: readModuleFlags(schemasDir),
  });
  const flagPaths = new Set(flagProblems.map((p) => p.path));
  const notAFlag = (p: Problem): boolean => !flagPaths.has(p.path);
  const schemaProblems = validators.site(config)
    ? []
    : explainAjvErrors(validators.site.errors ?? []).filter(notAFlag);
  const flagged = new Set(schemaProblems.map((p) => p.path));
  const semantic = checkSemantics({
    config,
    siteDir: resolve(siteDir),
    folderName: basename(resolve(siteDir)),
    siteSchema: validators.site.schema as object,
    knownPlugins: [...validators.plugins.keys()],
  }).filter((p) => !flagged.has(p.path)); // one complaint per place is enough

  const problems = [
    ...schemaProblems,
    ...pluginProblems(config, schemasDir).filter(notAFlag),
    ...flagProblems,
    ...semantic,
  ];
  return problems.map((p) => formatProblem(label, p));
}
