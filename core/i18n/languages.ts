/**
 * The languages the desktop front end offers (§1). They are declared once, in the registry
 * schemas/languages.json, from which `npm run gen:types` writes generated/languages.ts (README
 * "Adding a language"); this module is the front end's door to them.
 */
import { LANGUAGES, type LangCode } from '../../generated/languages';

export { LANGUAGES, LANG_NATIVE_NAMES, LANG_TAGS, type LangCode } from '../../generated/languages';

export function isLangCode(value: unknown): value is LangCode {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
