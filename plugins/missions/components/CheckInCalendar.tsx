import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../core/i18n/useLanguage';
import { LANG_TAGS, type LangCode } from '../../../core/i18n/languages';
import { formatAmount } from '../../../core/ui/money/formatAmount';
import type { CalendarDay, SignInCalendar } from '../api';
import { calendarWeeks, WEEKDAY_SAMPLES } from '../calendarWeeks';

const atUtcMidnight = (date: string) => new Date(`${date}T00:00:00Z`);

function dateWords(lang: LangCode) {
  const tag = LANG_TAGS[lang];
  return {
    long: new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }),
    month: new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'long', timeZone: 'UTC' }),
    weekday: new Intl.DateTimeFormat(tag, { weekday: 'short', timeZone: 'UTC' }),
    weekdayLong: new Intl.DateTimeFormat(tag, { weekday: 'long', timeZone: 'UTC' }),
  };
}

/**
 * The month's check-ins as a table of weeks (Monday first). Each day's cell is named by its date
 * and state ("24 November 2026: checked in, reward 1.00"); the day number, mark and reward shown
 * are the same facts for the eye.
 */
export function CheckInCalendar({ calendar }: { calendar: SignInCalendar }) {
  const { t } = useTranslation('missions');
  const words = dateWords(useLanguage());
  const dayName = (day: CalendarDay) =>
    t(`calendar.${day.state}`, {
      date: words.long.format(atUtcMidnight(day.date)),
      amount: formatAmount(day.reward),
    });
  return (
    <table className="wl-missions__calendar">
      <caption className="wl-missions__calendar-caption">
        {words.month.format(atUtcMidnight(`${calendar.month}-01`))}
      </caption>
      <thead>
        <tr>
          {WEEKDAY_SAMPLES.map((sample) => (
            <th key={sample.getTime()} scope="col" abbr={words.weekdayLong.format(sample)}>
              {words.weekday.format(sample)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {calendarWeeks(calendar.days).map((week) => (
          <tr key={week.find(Boolean)?.date}>
            {week.map((day, i) =>
              day ? (
                <td
                  key={day.date}
                  className={`wl-missions__day wl-missions__day--${day.state.toLowerCase()}`}
                  aria-current={day.date === calendar.today ? 'date' : undefined}
                >
                  <span className="wl-visually-hidden">{dayName(day)}</span>
                  <span aria-hidden="true" className="wl-missions__day-number">
                    {Number(day.date.slice(8))}
                  </span>
                  {day.state === 'CHECKED' && (
                    <span aria-hidden="true" className="wl-missions__day-mark">
                      ✓
                    </span>
                  )}
                  <span aria-hidden="true" className="wl-missions__day-reward">
                    {formatAmount(day.reward)}
                  </span>
                </td>
              ) : (
                <td key={`blank-${i}`} className="wl-missions__day wl-missions__day--blank" />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
