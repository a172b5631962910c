import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../core/api/ApiError';
import { useRuntime, usePluginOptions } from '../../../core/runtime/RuntimeContext';
import { loginWithSms, type LoginSide } from '../api';
import { completeLogin, type LoginOutcome } from '../login/completeLogin';
import { fullMobile, PhoneField, phoneFailure } from '../shared/PhoneField';
import { failureText, type Failure } from '../registration/failureText';
import { SmsCodeField } from '../shared/SmsCodeField';
import { useSmsCountdown } from '../shared/useSmsCountdown';
import type { AuthOptions } from '../options';

/** SMS login (MOBILEVERCODELOGIN3, §5 Login: mobile required and valid, code required). */
export function SmsLoginForm({
  side,
  onOutcome,
}: {
  side: LoginSide;
  onOutcome: (outcome: LoginOutcome) => void;
}) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('core');
  const { flags } = useRuntime();
  const options = usePluginOptions<AuthOptions>('auth');
  const [dialing, setDialing] = useState(options.dialingCode ?? '1');
  const [number, setNumber] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ mobile?: Failure; code?: Failure; form?: string }>({});
  const text = (name: 'mobile' | 'code') => failureText(t, errors[name]);
  const [busy, setBusy] = useState(false);
  const sms = useSmsCountdown('login');

  const mobileFailure = () => phoneFailure(dialing, number);

  const sendCode = () => {
    const failure = mobileFailure();
    setErrors(failure ? { mobile: failure } : {});
    if (!failure) void sms.send(fullMobile(dialing, number), dialing);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = {
      ...(mobileFailure() ? { mobile: mobileFailure() } : {}),
      ...(code.trim() ? {} : { code: { key: 'sms.code_required' } }),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const answer = await loginWithSms(fullMobile(dialing, number), code.trim(), side);
      onOutcome(await completeLogin(answer, 'sms', flags));
    } catch (error) {
      setErrors({ form: errorMessageKey(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={busy}>
      <PhoneField
        dialingCode={dialing}
        onDialingCode={setDialing}
        number={number}
        onNumber={setNumber}
        error={text('mobile')}
      />
      <SmsCodeField
        value={code}
        onChange={setCode}
        onSend={sendCode}
        secondsLeft={sms.secondsLeft}
        sending={sms.sending}
        error={text('code')}
      />
      {errors.form && (
        <p className="wl-form-error" role="alert">
          {tc(errors.form)}
        </p>
      )}
      <button type="submit" className="wl-button wl-button--block" disabled={busy}>
        {busy ? t('login.submitting') : t('login.submit')}
      </button>
    </form>
  );
}
