import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../core/api/ApiError';
import { usePluginOptions } from '../../../core/runtime/RuntimeContext';
import { Field } from '../../../core/ui/Field';
import { CaptchaField } from '../../../core/ui/form/CaptchaField';
import { FormError } from '../../../core/ui/form/FormError';
import { PhoneCodeFields } from '../../../core/ui/form/PhoneCodeFields';
import { codeFailure, PHONE_FAILURES } from '../../../core/ui/form/phoneNumber';
import { useCaptcha } from '../../../core/ui/form/useCaptcha';
import { usePhoneCode } from '../../../core/ui/form/usePhoneCode';
import { useSubmit } from '../../../core/ui/form/useSubmit';
import { smsCodeSender, type RegisterSettings } from '../api';
import { checkAffiliate, registerByUsername } from '../registration/registerApi';
import { finishRegistration } from '../registration/finishRegistration';
import {
  affiliateFromUrl,
  AUTOCOMPLETE,
  referralFromUrl,
  ruleFor,
  shownOptionalFields,
} from '../registration/registrationFields';
import { failureText, type Failures } from '../registration/failureText';
import { validateRegistration, type RegistrationValues } from '../registration/validateField';
import { TermsCheckbox } from './TermsCheckbox';
import { pageNamespace } from '../../../core/plugin/definePlugin';

/** Username registration (USERNAMEREG3): the fields and their rules come from the server (§5). */
export function UsernameRegisterForm({
  settings,
  onRegistered,
}: {
  settings: RegisterSettings;
  onRegistered: () => void;
}) {
  const { t } = useTranslation(pageNamespace('auth'));
  const options = usePluginOptions('auth');
  // The captcha has its own field and check below; the engine sees only the typed fields.
  const rules = settings.fields.filter((rule) => rule.name !== 'captcha');
  const optional = shownOptionalFields(rules);
  const [values, setValues] = useState<Record<string, string>>(() => ({
    affiliateCode: affiliateFromUrl(window.location.search),
    // Sent with the other values; shown as a field only where the settings enable referralCode.
    referralCode: referralFromUrl(window.location.search),
  }));
  const [terms, setTerms] = useState(true);
  const phone = usePhoneCode(smsCodeSender('register'), options.dialingCode);
  const captcha = useCaptcha('auth', settings.captcha);
  const [failures, setFailures] = useState<Failures>({});
  const needsSmsCode = settings.smsVerification && optional.includes('mobileNum');

  const set = (name: string) => (value: string) =>
    setValues((prev) => ({ ...prev, [name]: value }));
  // The number is optional here: an empty one is not sent at all.
  const mobile = phone.number.trim() ? phone.mobile : '';
  const textOf = (name: string) => failureText(t, failures[name]);

  const validate = (): boolean => {
    const checked: RegistrationValues = { ...values, mobileNum: mobile || phone.number, terms };
    const found: Failures = validateRegistration(checked, rules, {
      mobilePrefixDigits: mobile ? phone.dialingCode.length : 0,
    });
    const code = needsSmsCode && mobile ? codeFailure(phone.code) : undefined;
    if (code) found.verificationCode = code;
    if (settings.captcha && !captcha.answer.trim())
      found.captcha = { key: 'register.captcha_required' };
    setFailures(found);
    return Object.keys(found).length === 0;
  };

  const sendCode = () => {
    setFailures(mobile ? {} : { mobileNum: { key: PHONE_FAILURES.mobileRequired } });
    if (mobile) void phone.sendCode();
  };

  const register = useSubmit({
    validate,
    action: async () => {
      const affiliateCode = values.affiliateCode?.trim();
      // §5: an affiliate code is checked first; a bad one stops here with invitation_code_error.
      if (affiliateCode && optional.includes('affiliateCode')) {
        try {
          await checkAffiliate(affiliateCode);
        } catch (error) {
          if (error instanceof ApiError && error.code === 'INVALID_AFFILIATE') {
            setFailures({ affiliateCode: { key: 'register.invitation_code_error' } });
            return;
          }
          throw error;
        }
      }
      const trimmed = Object.fromEntries(
        Object.entries(values)
          .map(([key, value]) => [key, value.trim()] as const)
          .filter(([, value]) => value !== ''),
      );
      const answer = await registerByUsername({
        ...trimmed,
        username: values.username?.trim() ?? '',
        password: values.password ?? '',
        confirmPassword: values.confirmPassword ?? '',
        ...(mobile ? { mobileNum: mobile, countryDialingCode: phone.dialingCode } : {}),
        ...(needsSmsCode && mobile ? { verificationCode: phone.code.trim() } : {}),
        ...(settings.captcha ? { captcha: captcha.answer.trim(), captchaId: captcha.id } : {}),
      });
      await finishRegistration(answer);
      onRegistered();
    },
    onError: () => {
      if (settings.captcha) captcha.renew();
    },
  });

  const textField = (name: string, type = 'text') => (
    <Field
      key={name}
      label={t(`register.field_${name}`)}
      name={name}
      type={type}
      autoComplete={AUTOCOMPLETE[name] ?? 'off'}
      maxLength={ruleFor(rules, name)?.maxLength}
      required={name === 'username' || name === 'password' || ruleFor(rules, name)?.required}
      value={values[name] ?? ''}
      onChange={(event) => set(name)(event.target.value)}
      error={textOf(name)}
    />
  );

  return (
    <form onSubmit={register.onSubmit} noValidate aria-busy={register.pending}>
      {textField('username')}
      {textField('password', 'password')}
      {textField('confirmPassword', 'password')}
      {optional.map((name) =>
        name === 'mobileNum' ? (
          <div key={name}>
            <PhoneCodeFields
              phone={phone}
              onSend={sendCode}
              phoneError={textOf('mobileNum')}
              codeError={textOf('verificationCode')}
              withCode={needsSmsCode}
            />
          </div>
        ) : (
          textField(
            name,
            name === 'paymentPassword' ? 'password' : name === 'email' ? 'email' : 'text',
          )
        ),
      )}
      {settings.captcha && <CaptchaField captcha={captcha} error={textOf('captcha')} />}
      <TermsCheckbox checked={terms} onChange={setTerms} error={textOf('terms')} />
      <FormError messageKey={register.errorKey} />
      <button type="submit" className="wl-button wl-button--block" disabled={register.pending}>
        {register.pending ? t('register.submitting') : t('register.submit')}
      </button>
    </form>
  );
}
