import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../core/api/ApiError';
import { showAlert } from '../../../core/runtime/alerts';
import { useRuntime, usePluginOptions } from '../../../core/runtime/RuntimeContext';
import { openModal } from '../../../core/runtime/ui';
import { loginWithPassword } from '../api';
import { completeLogin } from '../login/completeLogin';
import type { AuthOptions } from '../options';
import { newPasswordFailures } from '../passwords/newPasswordRule';
import { NewPasswordFields } from './NewPasswordFields';
import { resetPasswordByPhone } from '../passwords/passwordApi';
import { failureText, type Failures } from '../registration/failureText';
import { useRegisterSettings } from '../registration/useRegisterSettings';
import { fullMobile, PhoneField, phoneFailure } from '../shared/PhoneField';
import { SmsCodeField } from '../shared/SmsCodeField';
import { useSmsCountdown } from '../shared/useSmsCountdown';

/**
 * Forgot by phone (§5: mobile required and valid, SMS code, a valid new password). Success logs
 * in with the new password and goes to '/' (§4).
 */
export function PhoneRecoveryForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('core');
  const { flags } = useRuntime();
  const options = usePluginOptions<AuthOptions>('auth');
  const [, navigate] = useLocation();
  const settings = useRegisterSettings();
  const [dialing, setDialing] = useState(options.dialingCode ?? '1');
  const [number, setNumber] = useState('');
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [failures, setFailures] = useState<Failures>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sms = useSmsCountdown('reset');
  const mobile = fullMobile(dialing, number);
  const text = (name: string) => failureText(t, failures[name]);

  const mobileFailure = () => phoneFailure(dialing, number);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found: Failures = {};
    const phone = mobileFailure();
    if (phone) found.mobileNum = phone;
    if (!code.trim()) found.verificationCode = { key: 'sms.code_required' };
    Object.assign(found, newPasswordFailures(newPassword, confirm, settings.data));
    setFailures(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const { username } = await resetPasswordByPhone({
        mobileNum: mobile,
        countryDialingCode: dialing,
        verificationCode: code.trim(),
        newPassword,
      });
      onDone();
      try {
        const answer = await loginWithPassword({ username, password: newPassword });
        await completeLogin(answer, 'reset', flags);
        navigate('/');
      } catch {
        // The password is changed either way; a login that now needs more (two-factor) happens in the popup.
        showAlert({ messageKey: 'password.reset_login_again', ns: 'auth' });
        openModal('login');
      }
    } catch (error) {
      setFormError(errorMessageKey(error));
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
        error={text('mobileNum')}
      />
      <SmsCodeField
        value={code}
        onChange={setCode}
        onSend={() => {
          const phone = mobileFailure();
          setFailures(phone ? { mobileNum: phone } : {});
          if (!phone) void sms.send(mobile, dialing);
        }}
        secondsLeft={sms.secondsLeft}
        sending={sms.sending}
        error={text('verificationCode')}
      />
      <NewPasswordFields
        newPassword={newPassword}
        confirm={confirm}
        onNewPassword={setNewPassword}
        onConfirm={setConfirm}
        errors={{ newPassword: text('newPassword'), confirm: text('confirmNewPassword') }}
      />
      {formError && (
        <p className="wl-form-error" role="alert">
          {tc(formError)}
        </p>
      )}
      <button type="submit" className="wl-button wl-button--block" disabled={busy}>
        {t('password.reset_submit')}
      </button>
    </form>
  );
}
