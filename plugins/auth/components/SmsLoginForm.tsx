import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../core/api/ApiError';
import { useRuntime, usePluginOptions } from '../../../core/runtime/RuntimeContext';
import { CaptchaField } from '../../../core/ui/form/CaptchaField';
import { FormError } from '../../../core/ui/form/FormError';
import { PhoneCodeFields } from '../../../core/ui/form/PhoneCodeFields';
import { codeFailure } from '../../../core/ui/form/phoneNumber';
import { usePhoneCode } from '../../../core/ui/form/usePhoneCode';
import { useCaptcha } from '../../../core/ui/form/useCaptcha';
import { useSubmit } from '../../../core/ui/form/useSubmit';
import { loginWithPhoneAuth, loginWithSms, type LoginSide } from '../api';
import { usePhoneVerification } from '../phone-auth/usePhoneVerification';
import { completeLogin, type LoginOutcome } from '../login/completeLogin';
import { failureText, type Failure } from '../registration/failureText';

/**
 * SMS login (MOBILEVERCODELOGIN3, §5 Login: mobile required and valid, code required), by the
 * platform's SMS or, under PHONEAUTH3, the phone-authentication path. As with the password, the
 * captcha appears after a failure that asks for it (§4 Captcha, §8 login failure): the platform
 * asks every later login of the number for one.
 */
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
  const options = usePluginOptions('auth');
  const verification = usePhoneVerification('login', flags);
  const phone = usePhoneCode(verification.send, options.dialingCode);
  const [errors, setErrors] = useState<{ mobile?: Failure; code?: Failure }>({});
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const [captchaMissing, setCaptchaMissing] = useState(false);
  const captcha = useCaptcha('auth-sms', captchaAsked);
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
      const missing = captchaAsked && !captcha.answer.trim();
      setErrors({ ...(mobile ? { mobile } : {}), ...(code ? { code } : {}) });
      setCaptchaMissing(missing);
      return !mobile && !code && !missing;
    },
    action: async () => {
      const proof = await verification.proof(phone.code.trim(), phone.mobile);
      const asked = captchaAsked ? { captcha: captcha.answer.trim(), captchaId: captcha.id } : {};
      // Neither way forces a password change (§4): no password was typed.
      if ('idToken' in proof) {
        const answer = await loginWithPhoneAuth(phone.mobile, proof.idToken, flags, side, asked);
        onOutcome(await completeLogin(answer, 'phone-auth', flags));
      } else {
        const answer = await loginWithSms(phone.mobile, proof.verificationCode, flags, side, asked);
        onOutcome(await completeLogin(answer, 'sms', flags));
      }
    },
    onError: (error) => {
      if (error instanceof ApiError && (error.value.captcha || error.code === 'CAPTCHA_FAILED')) {
        // a used or wrong captcha is spent: show a fresh one
        if (captchaAsked) captcha.renew();
        setCaptchaAsked(true);
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
      {captchaAsked && (
        <CaptchaField
          captcha={captcha}
          error={captchaMissing ? tc('validation.required', { field: tc('captcha.label') }) : null}
        />
      )}
      <FormError messageKey={login.errorKey} />
      <button type="submit" className="wl-button wl-button--block" disabled={login.pending}>
        {login.pending ? t('login.submitting') : t('login.submit')}
      </button>
    </form>
  );
}

/** The login popup loads each tab's form on its own (LoginModal). */
export default SmsLoginForm;
