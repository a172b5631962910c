import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../i18n/i18n';
import { checkFundsPassword } from './checkFundsPassword';
import { useTypedAndLeft } from './useTypedAndLeft';
import './money.css';

export interface FundsPasswordFieldProps {
  /** Defaults to "Funds password"; e.g. "New funds password" where it is being set. */
  label?: string;
  value: string;
  onChange: (value: string) => void;
  /**
   * The failure to show, already translated (e.g. FUNDS_PASSWORD_WRONG from the platform); null
   * for none. Leave it out to let the field check the 6-digit rule once the person leaves it.
   */
  error?: string | null;
  name?: string;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** The funds password input of withdrawals and the security centre: 6 digits, never filled in. */
export function FundsPasswordField({
  label,
  value,
  onChange,
  error,
  name,
  disabled,
  ref,
}: FundsPasswordFieldProps) {
  const { t } = useTranslation(MEMBER_NS);
  const id = useId();
  const touched = useTypedAndLeft();
  const ruleKey = touched.speaks ? checkFundsPassword(value) : null;
  const errorText = error !== undefined ? error : ruleKey && t(ruleKey);
  return (
    <div className="wl-field">
      <label htmlFor={id}>{label ?? t('funds_password.label')}</label>
      <input
        id={id}
        ref={ref}
        name={name}
        type="password"
        // a funds password is asked for each time, never offered by the browser's password store
        autoComplete="off"
        inputMode="numeric"
        maxLength={6}
        value={value}
        disabled={disabled}
        aria-invalid={errorText ? true : undefined}
        aria-describedby={`${id}-hint${errorText ? ` ${id}-error` : ''}`}
        onChange={(event) => {
          touched.typed();
          onChange(event.target.value);
        }}
        onBlur={touched.left}
      />
      <p id={`${id}-hint`} className="wl-field__hint">
        {t('funds_password.hint')}
      </p>
      {errorText && (
        <span id={`${id}-error`} className="wl-field__error" role="alert">
          {errorText}
        </span>
      )}
    </div>
  );
}
