import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { loadCountries } from '../registration/registerApi';

/**
 * A phone number with its country dialing code (§3 Country item). The list comes from the
 * platform; until it arrives the site's default code is the only choice.
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
  const { t } = useTranslation('auth');
  const id = useId();
  const countries = useQuery({
    queryKey: ['auth', 'countries'],
    queryFn: loadCountries,
    staleTime: Infinity,
  });
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

/** The number the platform knows: dialing code and national number, digits only. */
export function fullMobile(dialingCode: string, national: string): string {
  return `${dialingCode}${national.replace(/\D/g, '').replace(/^0+/, '')}`;
}

/** 6–15 digits in all (E.164 allows at most 15). */
export function isValidMobile(full: string): boolean {
  return /^\d{6,15}$/.test(full);
}

/** §5: a phone number is required and valid; the failure is an auth key, or undefined. */
export function phoneFailure(
  dialingCode: string,
  national: string,
): { key: 'sms.mobile_required' | 'sms.mobile_invalid' } | undefined {
  if (!national.trim()) return { key: 'sms.mobile_required' };
  return isValidMobile(fullMobile(dialingCode, national))
    ? undefined
    : { key: 'sms.mobile_invalid' };
}
