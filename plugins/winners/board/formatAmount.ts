import { LANG_TAGS, type LangCode } from '../../../core/i18n/languages';

const formats = new Map<LangCode, Intl.NumberFormat>();

/** A money amount with two decimals and the language's thousands separators (§9). */
export function formatAmount(value: number, lang: LangCode): string {
  let format = formats.get(lang);
  if (!format) {
    // Intl.NumberFormat is costly to build and the board formats dozens of rows per render
    format = new Intl.NumberFormat(LANG_TAGS[lang], {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formats.set(lang, format);
  }
  return format.format(value);
}
