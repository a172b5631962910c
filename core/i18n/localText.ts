import type { LangCode } from './languages';

/** Operator-written text in site.json: one string per offered language (site:check ensures all). */
export type LocalText = Partial<Record<LangCode, string>>;

export function localText(text: LocalText, lang: LangCode): string {
  return text[lang] ?? text.EN ?? Object.values(text)[0] ?? '';
}
