import { useState } from 'react';
import { useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { showAlert } from '../../../core/runtime/alerts';
import { useRuntime, usePluginOptions } from '../../../core/runtime/RuntimeContext';
import { loginPrompt } from '../../../core/plugin/handles';
import { openModal } from '../../../core/runtime/ui';
import { FormError } from '../../../core/ui/form/FormError';
import { PhoneCodeFields } from '../../../core/ui/form/PhoneCodeFields';
import { codeFailure } from '../../../core/ui/form/phoneNumber';
import { usePhoneCode } from '../../../core/ui/form/usePhoneCode';
import { useSubmit } from '../../../core/ui/form/useSubmit';
import { loginWithPassword, smsCodeSender } from '../api';
import { completeLogin } from '../login/completeLogin';
import { newPasswordFailures } from '../passwords/newPasswordRule';
import { NewPasswordFields } from './NewPasswordFields';
import { resetPasswordByPhone } from '../passwords/passwordApi';
import { failureText, type Failures } from '../registration/failureText';
import { useRegisterSettings } from '../registration/useRegisterSettings';
import { pageNamespace } from '../../../core/plugin/definePlugin';

/**
 * Forgot by phone (§5: mobile required and valid, SMS code, a valid new password). Success logs
 * in with the new password and goes to '/' (§4).
 */
export function PhoneRecoveryForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(pageNamespace('auth'));
  const { flags } = useRuntime();
  const options = usePluginOptions('auth');
  const [, navigate] = useLocation();
  const settings = useRegisterSettings();
  const phone = usePhoneCode(smsCodeSender('reset'), options.dialingCode);
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [failures, setFailures] = useState<Failures>({});
  const text = (name: string) => failureText(t, failures[name]);

  const sendCode = () => {
    const failure = phone.failure();
    setFailures(failure ? { mobileNum: failure } : {});
    if (!failure) void phone.sendCode();
  };

  const reset = useSubmit({
    validate: () => {
      const found: Failures = {};
      const mobile = phone.failure();
      if (mobile) found.mobileNum = mobile;
      const code = codeFailure(phone.code);
      if (code) found.verificationCode = code;
      Object.assign(found, newPasswordFailures(newPassword, confirm, settings.data));
      setFailures(found);
      return Object.keys(found).length === 0;
    },
    action: async () => {
      const { username } = await resetPasswordByPhone({
        mobileNum: phone.mobile,
        countryDialingCode: phone.dialingCode,
        verificationCode: phone.code.trim(),
        newPassword,
      });
      onDone();
      try {
        const answer = await loginWithPassword({ username, password: newPassword }, flags);
        await completeLogin(answer, 'reset', flags);
        navigate('/');
      } catch {
        // The password is changed either way; a login that now needs more (two-factor) happens in the popup.
        showAlert({ messageKey: 'password.reset_login_again', ns: pageNamespace('auth') });
        openModal(loginPrompt);
      }
    },
  });

  return (
    <form onSubmit={reset.onSubmit} noValidate aria-busy={reset.pending}>
      <PhoneCodeFields
        phone={phone}
        onSend={sendCode}
        phoneError={text('mobileNum')}
        codeError={text('verificationCode')}
      />
      <NewPasswordFields
        newPassword={newPassword}
        confirm={confirm}
        onNewPassword={setNewPassword}
        onConfirm={setConfirm}
        errors={{ newPassword: text('newPassword'), confirm: text('confirmNewPassword') }}
      />
      <FormError messageKey={reset.errorKey} />
      <button type="submit" className="wl-button wl-button--block" disabled={reset.pending}>
        {t('password.reset_submit')}
      </button>
    </form>
  );
}
