import { useTranslation } from 'react-i18next';
import { Field } from '../Field';

/** The SMS code input with its send button, which shows the seconds left while it waits (§4). */
export function SmsCodeField({
  value,
  onChange,
  onSend,
  secondsLeft,
  sending,
  error,
}: {
  value: string;
  onChange: (code: string) => void;
  onSend: () => void;
  secondsLeft: number;
  sending: boolean;
  error?: string | null;
}) {
  const { t } = useTranslation('core');
  return (
    <div className="wl-inline-field">
      <Field
        label={t('sms.code')}
        name="verificationCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={10}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
      />
      <button
        type="button"
        className="wl-button wl-button--ghost"
        onClick={onSend}
        disabled={sending || secondsLeft > 0}
        aria-live="polite"
      >
        {secondsLeft > 0 ? t('sms.resend_in', { seconds: secondsLeft }) : t('sms.send')}
      </button>
    </div>
  );
}
