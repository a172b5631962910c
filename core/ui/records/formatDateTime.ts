import { LANG_TAGS, type LangCode } from '../../i18n/languages';

const formats = new Map<LangCode, Intl.DateTimeFormat>();

/**
 * A date and time to the minute in the reader's language (e.g. 2026/11/23 21:40), as records,
 * orders and messages show them. A time the server got wrong shows as a dash, not a crash.
 */
export function formatDateTime(iso: string, lang: LangCode): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '–';
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(LANG_TAGS[lang], {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(lang, format);
  }
  return format.format(date);
}
