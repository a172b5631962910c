/**
 * Reads the language registry, schemas/languages.json: the one place a language is declared.
 * Everything else that lists languages (generated/languages.ts, the schemas' language enums and
 * LocalText) is derived from it by gen:types, so a mistake here is reported before anything is
 * written, naming the entry and the field.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** File name of the registry inside the schemas folder. */
export const REGISTRY_FILE = 'languages.json';

/** One line of the registry. */
export interface RegisteredLanguage {
  /** Platform code: the Accept-Language-Code header and the API's `language` fields ("KM"). */
  code: string;
  /** BCP 47 tag for the html lang attribute and Intl formatting ("km"). */
  tag: string;
  /** English name, used in schema descriptions ("Khmer"). */
  name: string;
  /** The language's own name, shown in the language select ("ភាសាខ្មែរ"). */
  nativeName: string;
}

/** A registry that cannot be used, with every problem found. */
export class RegistryError extends Error {}

const CODE = /^[A-Z]{2,3}$/;
const FIELDS = ['code', 'tag', 'name', 'nativeName'] as const;

function isCanonicalTag(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag)[0] === tag;
  } catch {
    return false;
  }
}

function entryProblems(entry: unknown, at: string): string[] {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry))
    return [`${at}: expected an object with ${FIELDS.join(', ')}, got ${JSON.stringify(entry)}`];
  const record = entry as Record<string, unknown>;
  const problems = Object.keys(record)
    .filter((key) => !(FIELDS as readonly string[]).includes(key))
    .map((key) => `${at}: unknown key "${key}" (allowed: ${FIELDS.join(', ')})`);
  for (const field of FIELDS) {
    const value = record[field];
    if (typeof value !== 'string' || value.trim() === '')
      problems.push(`${at}/${field}: expected a non-empty string, got ${JSON.stringify(value)}`);
  }
  if (typeof record.code === 'string' && !CODE.test(record.code))
    problems.push(
      `${at}/code: expected the platform's code of 2 or 3 upper-case letters (e.g. "VI"), got ${JSON.stringify(record.code)}`,
    );
  if (typeof record.tag === 'string' && record.tag !== '' && !isCanonicalTag(record.tag))
    problems.push(
      `${at}/tag: expected a canonical BCP 47 tag (e.g. "vi" or "zh-CN"), got ${JSON.stringify(record.tag)}`,
    );
  return problems;
}

function duplicates(languages: RegisteredLanguage[], field: 'code' | 'tag'): string[] {
  const seen = new Map<string, number>();
  return languages.flatMap((language, i) => {
    const first = seen.get(language[field]);
    seen.set(language[field], first ?? i);
    return first === undefined
      ? []
      : [`/languages/${i}/${field}: ${JSON.stringify(language[field])} repeats item ${first}`];
  });
}

/** Checks the parsed registry and returns its languages in order; throws listing every problem. */
export function parseLanguageRegistry(data: unknown): RegisteredLanguage[] {
  const list = (data as { languages?: unknown } | null)?.languages;
  if (!Array.isArray(list) || list.length === 0)
    throw new RegistryError(`${REGISTRY_FILE}: expected a non-empty "languages" list`);
  const problems = list.flatMap((entry: unknown, i) => entryProblems(entry, `/languages/${i}`));
  if (problems.length === 0) {
    const languages = list as RegisteredLanguage[];
    problems.push(...duplicates(languages, 'code'), ...duplicates(languages, 'tag'));
    if (problems.length === 0)
      return languages.map(({ code, tag, name, nativeName }) => ({ code, tag, name, nativeName }));
  }
  throw new RegistryError(problems.map((problem) => `${REGISTRY_FILE}: ${problem}`).join('\n'));
}

/** Reads and checks `<schemasDir>/languages.json`. */
export function readLanguageRegistry(schemasDir: string): RegisteredLanguage[] {
  const text = readFileSync(join(schemasDir, REGISTRY_FILE), 'utf8');
  return parseLanguageRegistry(JSON.parse(text) as unknown);
}
