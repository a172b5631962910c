import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountries } from './countries';

/**
 * A phone number with its country dialing code (§3 Country item). The list comes from the
 * platform; until it arrives the form's starting code is the only choice.
 */
export function PhoneField({
  dialingCode,
  onDialingCode,
  number,
  onNumber,
  error,
}: {
  dialingCode: string;
  onDialingCode: (code: string) => void;
  number: string;
  onNumber: (value: string) => void;
  error?: string | null;
}) {
  const { t } = useTranslation('core');
  const id = useId();
  const countries = useCountries();
  const codes = [
    ...new Set([dialingCode, ...(countries.data ?? []).map((c) => c.countryDialingCode)]),
  ];
  const nameOf = (code: string) =>
    countries.data?.find((c) => c.countryDialingCode === code)?.name ?? '';
  return (
    <div className="wl-field">
      <label htmlFor={`${id}-number`}>{t('sms.mobile')}</label>
      <div className="wl-phone">
        <select
          aria-label={t('sms.dialing_code')}
          value={dialingCode}
          onChange={(event) => onDialingCode(event.target.value)}
        >
          {codes.map((code) => (
            <option key={code} value={code}>
              +{code} {nameOf(code)}
            </option>
          ))}
        </select>
        <input
          id={`${id}-number`}
          name="mobileNum"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          value={number}
          onChange={(event) => onNumber(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
      {error && (
        <span id={`${id}-error`} className="wl-field__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
