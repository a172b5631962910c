import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessageKey } from '../../../core/api/ApiError';
import { usePluginOptions } from '../../../core/runtime/RuntimeContext';
import { Field } from '../../../core/ui/Field';
import { fetchCaptcha, type RegisterSettings } from '../api';
import type { AuthOptions } from '../options';
import { checkAffiliate, registerByUsername } from '../registration/registerApi';
import { finishRegistration } from '../registration/finishRegistration';
import {
  affiliateFromUrl,
  AUTOCOMPLETE,
  ruleFor,
  shownOptionalFields,
} from '../registration/registrationFields';
import { failureText, type Failures } from '../registration/failureText';
import { validateRegistration, type RegistrationValues } from '../registration/validateField';
import { fullMobile, PhoneField } from '../shared/PhoneField';
import { SmsCodeField } from '../shared/SmsCodeField';
import { useSmsCountdown } from '../shared/useSmsCountdown';
import { useCaptcha } from '../../../core/ui/useCaptcha';
import { CaptchaField } from './CaptchaField';
import { TermsCheckbox } from './TermsCheckbox';

/** Username registration (USERNAMEREG3): the fields and their rules come from the server (§5). */
export function UsernameRegisterForm({
  settings,
  onRegistered,
}: {
  settings: RegisterSettings;
  onRegistered: () => void;
}) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('core');
  const options = usePluginOptions<AuthOptions>('auth');
  // The captcha has its own field and check below; the engine sees only the typed fields.
  const rules = settings.fields.filter((rule) => rule.name !== 'captcha');
  const optional = shownOptionalFields(rules);
  const [values, setValues] = useState<Record<string, string>>(() => ({
    affiliateCode: affiliateFromUrl(window.location.search),
  }));
  const [terms, setTerms] = useState(true);
  const [dialing, setDialing] = useState(options.dialingCode ?? '1');
  const [code, setCode] = useState('');
  const [captchaAnswer, setCaptchaAnswer] = useState('');
  const captcha = useCaptcha('auth', fetchCaptcha, settings.captcha);
  const sms = useSmsCountdown('register');
  const [failures, setFailures] = useState<Failures>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const needsSmsCode = settings.smsVerification && optional.includes('mobileNum');

  const set = (name: string) => (value: string) =>
    setValues((prev) => ({ ...prev, [name]: value }));
  const mobile = values.mobileNum?.trim() ? fullMobile(dialing, values.mobileNum) : '';
  const textOf = (name: string) => failureText(t, failures[name]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked: RegistrationValues = { ...values, mobileNum: mobile || values.mobileNum, terms };
    const found: Failures = validateRegistration(checked, rules);
    if (needsSmsCode && mobile && !code.trim())
      found.verificationCode = { key: 'sms.code_required' };
    if (settings.captcha && !captchaAnswer.trim())
      found.captcha = { key: 'register.captcha_required' };
    setFailures(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
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
        ...(mobile ? { mobileNum: mobile, countryDialingCode: dialing } : {}),
        ...(needsSmsCode && mobile ? { verificationCode: code.trim() } : {}),
        ...(settings.captcha ? { captcha: captchaAnswer.trim(), captchaId: captcha.id } : {}),
      });
      await finishRegistration(answer);
      onRegistered();
    } catch (error) {
      setFormError(errorMessageKey(error));
      if (settings.captcha) {
        captcha.refresh();
        setCaptchaAnswer('');
      }
    } finally {
      setBusy(false);
    }
  };

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
    <form onSubmit={submit} noValidate aria-busy={busy}>
      {textField('username')}
      {textField('password', 'password')}
      {textField('confirmPassword', 'password')}
      {optional.map((name) =>
        name === 'mobileNum' ? (
          <div key={name}>
            <PhoneField
              dialingCode={dialing}
              onDialingCode={setDialing}
              number={values.mobileNum ?? ''}
              onNumber={set('mobileNum')}
              error={textOf('mobileNum')}
            />
            {needsSmsCode && (
              <SmsCodeField
                value={code}
                onChange={setCode}
                onSend={() => {
                  setFailures(mobile ? {} : { mobileNum: { key: 'sms.mobile_required' } });
                  if (mobile) void sms.send(mobile, dialing);
                }}
                secondsLeft={sms.secondsLeft}
                sending={sms.sending}
                error={textOf('verificationCode')}
              />
            )}
          </div>
        ) : (
          textField(
            name,
            name === 'paymentPassword' ? 'password' : name === 'email' ? 'email' : 'text',
          )
        ),
      )}
      {settings.captcha && (
        <CaptchaField
          image={captcha.image}
          value={captchaAnswer}
          error={textOf('captcha') ?? undefined}
          onChange={setCaptchaAnswer}
          onRefresh={captcha.refresh}
        />
      )}
      <TermsCheckbox checked={terms} onChange={setTerms} error={textOf('terms')} />
      {formError && (
        <p className="wl-form-error" role="alert">
          {tc(formError)}
        </p>
      )}
      <button type="submit" className="wl-button wl-button--block" disabled={busy}>
        {busy ? t('register.submitting') : t('register.submit')}
      </button>
    </form>
  );
}
