/**
 * The places in schemas/ that list languages, and how gen:types keeps them equal to the registry.
 * Each such place carries a `$comment` mark (a standard JSON Schema keyword, so ajv, editors and
 * json-schema-to-typescript all leave it alone) that says what is derived:
 * - LANGUAGE_ENUM_MARK: the node's `enum` is the registry's codes, in its order;
 * - LOCAL_TEXT_MARK: the node's `properties` has one non-empty string per language.
 * A language list without a mark would silently go stale, so one is reported as a problem.
 */
import type { RegisteredLanguage } from './registry';

/** `$comment` of a node whose `enum` is the registry's language codes. */
export const LANGUAGE_ENUM_MARK = 'enum: the codes of schemas/languages.json (npm run gen:types)';

/** `$comment` of a node whose `properties` are one text per registered language. */
export const LOCAL_TEXT_MARK =
  'properties: one per language of schemas/languages.json (npm run gen:types)';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** The result of deriving one schema file. */
export interface DerivedSchema {
  /** The schema with every marked node brought in line (a copy; the input is not changed). */
  schema: Json;
  /** JSON pointers of unmarked language lists, each with what to do. */
  problems: string[];
}

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What a LocalText holds for one language. */
function localTextProperty(language: RegisteredLanguage): JsonObject {
  return { type: 'string', minLength: 1, description: `${language.name} text.` };
}

/** Two or more values, all registered codes: a copy of the list that nothing keeps in step. */
function looksLikeLanguageList(values: readonly Json[], codes: ReadonlySet<string>): boolean {
  return values.length >= 2 && values.every((v) => typeof v === 'string' && codes.has(v));
}

interface Walk {
  languages: RegisteredLanguage[];
  codes: ReadonlySet<string>;
  problems: string[];
}

const escapePointer = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');

function derive(node: Json, pointer: string, walk: Walk): void {
  if (Array.isArray(node)) {
    node.forEach((item, i) => derive(item, `${pointer}/${i}`, walk));
    return;
  }
  if (!isObject(node)) return;
  const { languages, codes, problems } = walk;
  if (node.$comment === LANGUAGE_ENUM_MARK) {
    node.enum = languages.map((language) => language.code);
  } else if (Array.isArray(node.enum) && looksLikeLanguageList(node.enum, codes)) {
    problems.push(
      `${pointer || '/'}: a list of language codes that gen:types does not keep in step with schemas/languages.json; add "$comment": ${JSON.stringify(LANGUAGE_ENUM_MARK)}`,
    );
  }
  if (node.$comment === LOCAL_TEXT_MARK) {
    node.properties = Object.fromEntries(
      languages.map((language) => [language.code, localTextProperty(language)]),
    );
  } else if (
    isObject(node.properties) &&
    looksLikeLanguageList(Object.keys(node.properties), codes)
  ) {
    problems.push(
      `${pointer || '/'}: one property per language that gen:types does not keep in step with schemas/languages.json; add "$comment": ${JSON.stringify(LOCAL_TEXT_MARK)}`,
    );
  }
  for (const [key, child] of Object.entries(node))
    derive(child, `${pointer}/${escapePointer(key)}`, walk);
}

/** Brings every marked node of `schema` in line with `languages`; reports unmarked lists. */
export function deriveLanguageNodes(
  schema: unknown,
  languages: RegisteredLanguage[],
): DerivedSchema {
  const copy = structuredClone(schema) as Json;
  const walk: Walk = { languages, codes: new Set(languages.map((l) => l.code)), problems: [] };
  derive(copy, '', walk);
  return { schema: copy, problems: walk.problems };
}
