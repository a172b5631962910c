import { LANG_TAGS, type LangCode } from '../../core/i18n/languages';

// One formatter per language, made once: a records page formats hundreds of times per render.
const formats = new Map<LangCode, Intl.DateTimeFormat>();

/** A record's time in the reader's language and time zone, to the second (2026/11/23 21:40:05). */
export function formatRecordTime(iso: string, lang: LangCode): string {
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(LANG_TAGS[lang], {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(lang, format);
  }
  return format.format(new Date(iso));
}

/** Minutes east of UTC of the reader's clock (UTC+7 is 420): the platform's days are theirs. */
export const localUtcOffset = (now: Date) => -now.getTimezoneOffset();
