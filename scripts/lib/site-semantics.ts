/**
 * Checks a schema cannot express: rules that relate two places in the file or the file to the
 * disk. The data may be schema-invalid, so every check guards its own types and stays silent
 * where the schema has already complained.
 */
import { existsSync, statSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { findLocalTexts } from './local-texts';
import { checkThemeContrast } from './theme-contrast';
import endpointTable from '../../schemas/api/endpoints.json';
import { renderValue, childPath, type Problem } from './problem';

/** Inputs of the semantic checks for one site. */
export interface SemanticInput {
  /** Parsed site.json (possibly schema-invalid). */
  config: unknown;
  /** Absolute path of the site folder. */
  siteDir: string;
  /** Name of the site folder, which the id must equal. */
  folderName: string;
  /** The site schema, to find LocalTexts. */
  siteSchema: object;
  /** Plugins that have an option schema. */
  knownPlugins: readonly string[];
}

function get(value: unknown, ...keys: string[]): unknown {
  let current = value;
  for (const key of keys) {
    if (typeof current !== 'object' || current === null || Array.isArray(current)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function checkId({ config, folderName }: SemanticInput): Problem[] {
  const id = get(config, 'id');
  if (typeof id !== 'string' || id === folderName) return [];
  return [
    {
      path: '/id',
      message: `expected ${JSON.stringify(folderName)} (the folder name), got ${renderValue(id)}`,
    },
  ];
}

function offeredLanguages(config: unknown): string[] {
  const offered = get(config, 'languages', 'offered');
  return Array.isArray(offered) ? offered.filter((l): l is string => typeof l === 'string') : [];
}

function checkDefaultLanguage({ config }: SemanticInput): Problem[] {
  const offered = offeredLanguages(config);
  const fallback = get(config, 'languages', 'default');
  if (typeof fallback !== 'string' || offered.length === 0 || offered.includes(fallback)) return [];
  const list = offered.map((l) => JSON.stringify(l)).join(', ');
  return [
    {
      path: '/languages/default',
      message: `expected one of the offered languages ${list}, got ${renderValue(fallback)}`,
    },
  ];
}

function checkTranslations({ config, siteSchema }: SemanticInput): Problem[] {
  const offered = offeredLanguages(config);
  const problems: Problem[] = [];
  for (const { path, value } of findLocalTexts(siteSchema, config)) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) continue;
    for (const lang of offered) {
      if (lang in value) continue;
      problems.push({
        path,
        message: `expected a translation for ${JSON.stringify(lang)} (the site offers ${offered.join(', ')}), got nothing`,
      });
    }
  }
  return problems;
}

function checkAssets({ config, siteDir }: SemanticInput): Problem[] {
  const problems: Problem[] = [];
  const files: [path: string, file: unknown][] = ['logo', 'favicon'].map((key) => [
    `/brand/${key}`,
    get(config, 'brand', key),
  ]);
  // §1 licence, partner and sponsor logos are files of the site folder too.
  for (const kind of ['licences', 'partners', 'sponsors']) {
    const entries = get(config, 'layout', 'footerBadges', kind);
    if (Array.isArray(entries))
      entries.forEach((entry, index) =>
        files.push([`/layout/footerBadges/${kind}/${index}/logo`, get(entry, 'logo')]),
      );
  }
  for (const [path, file] of files) {
    if (typeof file !== 'string' || file === '') continue;
    const absolute = resolve(siteDir, file);
    const inside = relative(siteDir, absolute);
    // The build copies only the site folder, so a path leaving it would break in production.
    if (inside.startsWith('..') || inside === '') {
      problems.push({
        path,
        message: `expected a file inside the site folder, got ${renderValue(file)}`,
      });
    } else if (!existsSync(absolute) || !statSync(absolute).isFile()) {
      problems.push({ path, message: `expected an existing file, got ${renderValue(file)}` });
    }
  }
  return problems;
}

function checkPluginIds({ config, knownPlugins }: SemanticInput): Problem[] {
  const plugins = get(config, 'plugins');
  if (typeof plugins !== 'object' || plugins === null || Array.isArray(plugins)) return [];
  return Object.keys(plugins)
    .filter((id) => !knownPlugins.includes(id))
    .map((id) => ({
      path: childPath('/plugins', id),
      message: `unknown plugin ${JSON.stringify(id)} (known: ${knownPlugins.join(', ')})`,
    }));
}

/** Each call a site picks an alternative path for must have that alternative in the table. */
function checkPathChoices({ config }: SemanticInput): Problem[] {
  const choices = get(config, 'platform', 'pathChoices');
  if (typeof choices !== 'object' || choices === null || Array.isArray(choices)) return [];
  const table = new Map(
    (endpointTable.endpoints as { name: string; altPaths?: Record<string, string> }[]).map((e) => [
      e.name,
      Object.keys(e.altPaths ?? {}),
    ]),
  );
  return Object.entries(choices).flatMap(([name, choice]) => {
    const alternatives = table.get(name);
    const path = childPath('/platform/pathChoices', name);
    if (!alternatives) return [{ path, message: `no call named ${JSON.stringify(name)}` }];
    if (typeof choice === 'string' && !alternatives.includes(choice))
      return [
        {
          path,
          message: `${name} has no path ${renderValue(choice)} (it has: ${alternatives.join(', ') || 'none'})`,
        },
      ];
    return [];
  });
}

/** Runs every semantic check, in file order. */
export function checkSemantics(input: SemanticInput): Problem[] {
  return [
    checkId,
    checkAssets,
    checkDefaultLanguage,
    checkTranslations,
    checkPluginIds,
    checkPathChoices,
    ({ config }: SemanticInput) => checkThemeContrast(get(config, 'theme')),
  ].flatMap((check) => check(input));
}
