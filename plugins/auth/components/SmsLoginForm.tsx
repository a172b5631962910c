import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime, usePluginOptions } from '../../../core/runtime/RuntimeContext';
import { FormError } from '../../../core/ui/form/FormError';
import { PhoneCodeFields } from '../../../core/ui/form/PhoneCodeFields';
import { codeFailure } from '../../../core/ui/form/phoneNumber';
import { usePhoneCode } from '../../../core/ui/form/usePhoneCode';
import { useSubmit } from '../../../core/ui/form/useSubmit';
import { loginWithPhoneAuth, loginWithSms, type LoginSide } from '../api';
import { usePhoneVerification } from '../phoneAuth/usePhoneVerification';
import { completeLogin, type LoginOutcome } from '../login/completeLogin';
import { failureText, type Failure } from '../registration/failureText';

/** SMS login (MOBILEVERCODELOGIN3, §5 Login: mobile required and valid, code required). */
export function SmsLoginForm({
  side,
  onOutcome,
}: {
  side: LoginSide;
  onOutcome: (outcome: LoginOutcome) => void;
}) {
  const { t } = useTranslation('auth');
  const { flags } = useRuntime();
  const options = usePluginOptions('auth');
  const verification = usePhoneVerification('login', flags);
  const phone = usePhoneCode(verification.send, options.dialingCode);
  const [errors, setErrors] = useState<{ mobile?: Failure; code?: Failure }>({});
  const text = (name: 'mobile' | 'code') => failureText(t, errors[name]);

  const sendCode = () => {
    const failure = phone.failure();
    setErrors(failure ? { mobile: failure } : {});
    if (!failure) void phone.sendCode();
  };

  const login = useSubmit({
    validate: () => {
      const mobile = phone.failure();
      const code = codeFailure(phone.code);
      setErrors({ ...(mobile ? { mobile } : {}), ...(code ? { code } : {}) });
      return !mobile && !code;
    },
    action: async () => {
      const proof = await verification.proof(phone.code.trim());
      // Neither way forces a password change (§4): no password was typed.
      if ('idToken' in proof) {
        const answer = await loginWithPhoneAuth(phone.mobile, proof.idToken, flags, side);
        onOutcome(await completeLogin(answer, 'phone-auth', flags));
      } else {
        const answer = await loginWithSms(phone.mobile, proof.verificationCode, flags, side);
        onOutcome(await completeLogin(answer, 'sms', flags));
      }
    },
  });

  return (
    <form onSubmit={login.onSubmit} noValidate aria-busy={login.pending}>
      <PhoneCodeFields
        phone={phone}
        onSend={sendCode}
        phoneError={text('mobile')}
        codeError={text('code')}
      />
      <FormError messageKey={login.errorKey} />
      <button type="submit" className="wl-button wl-button--block" disabled={login.pending}>
        {login.pending ? t('login.submitting') : t('login.submit')}
      </button>
    </form>
  );
}
