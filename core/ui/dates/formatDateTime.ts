import { LANG_TAGS, type LangCode } from '../../i18n/languages';

// One formatter per language and precision, made once: a records page formats hundreds of times.
const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date and time in the reader's language, to the minute (e.g. 2026/11/23 21:40), or to the
 * second with `seconds` (a bet's time), as records, orders and messages show them. A time the
 * server got wrong shows as a dash, not a crash. `timeZone` (an IANA name the platform sent, e.g.
 * the merchant's settlement calendar) shows the time on that zone's clock instead of the
 * reader's; a name this browser does not know falls back to the reader's clock.
 */
export function formatDateTime(
  iso: string,
  lang: LangCode,
  { seconds = false, timeZone }: { seconds?: boolean; timeZone?: string } = {},
): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '–';
  const key = `${lang}:${seconds}:${timeZone ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      ...(seconds ? { second: '2-digit' } : {}),
      hourCycle: 'h23',
    };
    try {
      format = new Intl.DateTimeFormat(LANG_TAGS[lang], { ...options, timeZone });
    } catch {
      format = new Intl.DateTimeFormat(LANG_TAGS[lang], options); // RangeError: unknown zone
    }
    formats.set(key, format);
  }
  return format.format(date);
}
