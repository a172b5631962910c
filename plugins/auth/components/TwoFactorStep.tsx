import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../core/api/ApiError';
import { useRuntime, usePluginOptions } from '../../../core/runtime/RuntimeContext';
import { Field } from '../../../core/ui/Field';
import { Tabs } from '../../../core/ui/Tabs';
import { verifySecondFactor, type SecondFactor } from '../api';
import { completeLogin, type LoginOutcome } from '../login/completeLogin';
import type { TwoFactorChallenge } from '../login/twoFactorChallenge';
import type { AuthOptions } from '../options';
import { fullMobile, isValidMobile, PhoneField } from '../shared/PhoneField';
import { SmsCodeField } from '../shared/SmsCodeField';
import { useSmsCountdown } from '../shared/useSmsCountdown';

/** §4 Two-factor: a login from an unrecorded IP proves itself once more, one of four ways. */
export default function TwoFactorStep({
  challenge,
  onOutcome,
  onCancel,
}: {
  challenge: TwoFactorChallenge;
  onOutcome: (outcome: LoginOutcome) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('core');
  const { flags } = useRuntime();
  const options = usePluginOptions<AuthOptions>('auth');
  const [method, setMethod] = useState<SecondFactor>(challenge.methods[0]!);
  const [value, setValue] = useState('');
  const [dialing, setDialing] = useState(options.dialingCode ?? '1');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sms = useSmsCountdown('login');

  const proof = method === 'sms' ? fullMobile(dialing, value) : value.trim();

  const choose = (next: SecondFactor) => {
    setMethod(next);
    setValue('');
    setCode('');
    setError(null);
    setFieldError(null);
    setCodeError(null);
  };

  const fieldFailure = (): string | null => {
    if (!value.trim()) return tc('validation.required', { field: t(`two_factor.field_${method}`) });
    if (method === 'sms' && !isValidMobile(proof)) return t('sms.mobile_invalid');
    if (method === 'authenticator' && !/^\d{6}$/.test(proof)) return t('two_factor.six_digits');
    return null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const failure = fieldFailure();
    const missingCode = method === 'sms' && !code.trim() ? t('sms.code_required') : null;
    setFieldError(failure);
    setCodeError(missingCode);
    if (failure || missingCode) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await verifySecondFactor({
        ticket: challenge.ticket,
        method,
        value: proof,
        ...(method === 'sms' ? { verificationCode: code.trim() } : {}),
      });
      onOutcome(await completeLogin(answer, 'username', flags, challenge.password));
    } catch (caught) {
      setError(errorMessageKey(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={busy}>
      <p>{t('two_factor.intro')}</p>
      <Tabs
        label={t('two_factor.choose')}
        items={challenge.methods.map((key) => ({ key, label: t(`two_factor.method_${key}`) }))}
        value={method}
        onChange={choose}
      >
        {method === 'sms' ? (
          <>
            {challenge.mobileHint && (
              <p className="wl-hint">
                {t('two_factor.mobile_hint', { hint: challenge.mobileHint })}
              </p>
            )}
            <PhoneField
              dialingCode={dialing}
              onDialingCode={setDialing}
              number={value}
              onNumber={setValue}
              error={fieldError}
            />
            <SmsCodeField
              value={code}
              onChange={setCode}
              onSend={() => {
                const failure = fieldFailure();
                setFieldError(failure);
                if (!failure) void sms.send(proof, dialing);
              }}
              secondsLeft={sms.secondsLeft}
              sending={sms.sending}
              error={codeError}
            />
          </>
        ) : (
          <Field
            label={t(`two_factor.field_${method}`)}
            name={`second-factor-${method}`}
            type={method === 'email' ? 'email' : 'text'}
            inputMode={method === 'authenticator' ? 'numeric' : undefined}
            autoComplete={
              method === 'authenticator' ? 'one-time-code' : method === 'email' ? 'email' : 'name'
            }
            maxLength={method === 'authenticator' ? 6 : 200}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={fieldError}
          />
        )}
      </Tabs>
      {error && (
        <p className="wl-form-error" role="alert">
          {tc(error)}
        </p>
      )}
      <div className="wl-dialog-actions">
        <button type="button" className="wl-button wl-button--ghost" onClick={onCancel}>
          {tc('actions.cancel')}
        </button>
        <button type="submit" className="wl-button" disabled={busy}>
          {t('two_factor.submit')}
        </button>
      </div>
    </form>
  );
}
