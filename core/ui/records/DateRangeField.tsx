import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../i18n/i18n';
import {
  clampDateRange,
  DATE_PRESETS,
  dateRangePresets,
  earliestRecordDay,
  presetOf,
  RECORDS_KEPT_DAYS,
  toIsoDate,
  type DateRange,
} from './dateRangePresets';
import './records.css';

export interface DateRangeFieldProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** The group's name; "Date range" unless stated. */
  legend?: string;
  /** The clock the presets are taken from; the present unless a test fixes it. */
  now?: Date;
}

/**
 * The date filter of the records pages (§9): the quick ranges as toggle buttons and a custom
 * from/to. Every change comes out as a range the records can answer (see clampDateRange).
 */
export function DateRangeField({ value, onChange, legend, now = new Date() }: DateRangeFieldProps) {
  const { t } = useTranslation(MEMBER_NS);
  const id = useId();
  const presets = dateRangePresets(now);
  const pressed = presetOf(value, now);
  const moveEnd = (end: 'from' | 'to', day: string) => {
    // a cleared date input says '': keep the last range rather than ask for nothing
    if (day !== '') onChange(clampDateRange({ ...value, [end]: day }, end, now));
  };
  return (
    <fieldset className="wl-dates">
      <legend>{legend ?? t('dates.range')}</legend>
      <div className="wl-dates__presets" role="group" aria-label={t('dates.presets')}>
        {DATE_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className="wl-button wl-button--ghost"
            aria-pressed={pressed === preset}
            onClick={() => onChange(presets[preset])}
          >
            {t(`dates.${preset}`)}
          </button>
        ))}
      </div>
      <div className="wl-dates__custom">
        <div className="wl-field">
          <label htmlFor={`${id}-from`}>{t('dates.from')}</label>
          <input
            id={`${id}-from`}
            type="date"
            value={value.from}
            min={earliestRecordDay(now)}
            max={value.to}
            aria-describedby={`${id}-kept`}
            onChange={(event) => moveEnd('from', event.target.value)}
          />
        </div>
        <div className="wl-field">
          <label htmlFor={`${id}-to`}>{t('dates.to')}</label>
          <input
            id={`${id}-to`}
            type="date"
            value={value.to}
            min={value.from}
            max={toIsoDate(now)}
            aria-describedby={`${id}-kept`}
            onChange={(event) => moveEnd('to', event.target.value)}
          />
        </div>
      </div>
      <p id={`${id}-kept`} className="wl-dates__kept">
        {t('dates.kept', { days: RECORDS_KEPT_DAYS })}
      </p>
    </fieldset>
  );
}
