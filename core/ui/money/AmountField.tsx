import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../i18n/i18n';
import { checkAmount, type AmountProblem } from './checkAmount';
import { formatAmount } from './formatAmount';
import { useTypedAndLeft } from './useTypedAndLeft';
import './money.css';

export interface AmountFieldProps {
  label: string;
  min: number;
  max: number;
  /** What the amount comes out of (withdrawable balance, a wallet): shown, and more is refused. */
  available?: number;
  /** Amounts offered as buttons that fill the field (a payment channel's presets). */
  presets?: readonly number[];
  /** The text as typed; read it with parseAmount once checkAmount passes. */
  value: string;
  onChange: (value: string) => void;
  /**
   * The failure to show: a rule from checkAmount, or a text already translated (e.g. from the
   * platform). Leave it out to let the field check its own rules once the person leaves it.
   */
  error?: AmountProblem | string | null;
  name?: string;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The amount input of every money form (issue 12): a decimal keypad on phones, the min and max
 * as a hint, optional preset buttons, and the rule that failed, tied to the input for screen
 * readers.
 */
export function AmountField({
  label,
  min,
  max,
  available,
  presets,
  value,
  onChange,
  error,
  name,
  disabled,
  ref,
}: AmountFieldProps) {
  const { t } = useTranslation(MEMBER_NS);
  const id = useId();
  const touched = useTypedAndLeft();
  const problem =
    error !== undefined
      ? error
      : touched.speaks
        ? checkAmount(value, available === undefined ? { min, max } : { min, max, available })
        : null;
  const errorText =
    problem === null
      ? null
      : typeof problem === 'string'
        ? problem
        : t(problem.key, problem.values);
  const describedBy = [`${id}-hint`, errorText ? `${id}-error` : ''].join(' ').trim();
  return (
    <div className="wl-field wl-amount">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        ref={ref}
        name={name}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        disabled={disabled}
        aria-invalid={errorText ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          touched.typed();
          onChange(event.target.value);
        }}
        onBlur={touched.left}
      />
      <p id={`${id}-hint`} className="wl-field__hint">
        {t('amount.range', { min: formatAmount(min), max: formatAmount(max) })}
        {available !== undefined && (
          <> · {t('amount.available', { available: formatAmount(available) })}</>
        )}
      </p>
      {presets && presets.length > 0 && (
        <div className="wl-amount__presets" role="group" aria-label={t('amount.presets')}>
          {presets.map((preset) => (
            <button
              key={preset}
              type="button"
              className="wl-button wl-button--ghost"
              aria-pressed={value.trim() !== '' && Number(value.replaceAll(',', '')) === preset}
              disabled={disabled}
              onClick={() => {
                onChange(String(preset));
                touched.typed();
                touched.left();
              }}
            >
              {formatAmount(preset)}
            </button>
          ))}
        </div>
      )}
      {errorText && (
        <span id={`${id}-error`} className="wl-field__error" role="alert">
          {errorText}
        </span>
      )}
    </div>
  );
}
