import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessageKey } from '../../../core/api/ApiError';
import { useRuntime, usePluginOptions } from '../../../core/runtime/RuntimeContext';
import { Field } from '../../../core/ui/Field';
import type { RegisterSettings } from '../api';
import type { AuthOptions } from '../options';
import { failureText, type Failures } from '../registration/failureText';
import { finishRegistration } from '../registration/finishRegistration';
import { checkAffiliate, registerByMobile } from '../registration/registerApi';
import { affiliateFromUrl, ruleFor } from '../registration/registrationFields';
import { validateRegistration } from '../registration/validateField';
import { fullMobile, PhoneField, phoneFailure } from '../shared/PhoneField';
import { SmsCodeField } from '../shared/SmsCodeField';
import { useSmsCountdown } from '../shared/useSmsCountdown';
import { TermsCheckbox } from './TermsCheckbox';

/**
 * Mobile registration (MOBILENUMREG3): the number is always required (§5); the SMS code under
 * REGMOBVERF3; a password only under MOBILENUMPASSREG3, else the member logs in by SMS codes.
 */
export function MobileRegisterForm({
  settings,
  onRegistered,
}: {
  settings: RegisterSettings;
  onRegistered: () => void;
}) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('core');
  const { flags } = useRuntime();
  const options = usePluginOptions<AuthOptions>('auth');
  const withPassword = flags.has('MOBILENUMPASSREG3');
  const withCode = flags.has('REGMOBVERF3');
  const affiliateRule = ruleFor(settings.fields, 'affiliateCode');
  const withAffiliate = affiliateRule?.enabled === true && flags.has('AFFMAN3');
  const [dialing, setDialing] = useState(options.dialingCode ?? '1');
  const [number, setNumber] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [affiliateCode, setAffiliateCode] = useState(() =>
    affiliateFromUrl(window.location.search),
  );
  const [terms, setTerms] = useState(true);
  const [failures, setFailures] = useState<Failures>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sms = useSmsCountdown('register');
  const mobile = fullMobile(dialing, number);
  const text = (name: string) => failureText(t, failures[name]);

  const mobileFailure = () => phoneFailure(dialing, number);

  const validate = (): Failures => {
    // The rules engine checks the fields this tab shows: the number, the passwords, the code, terms.
    const rules = settings.fields.filter(
      (rule) =>
        rule.name === 'mobileNum' ||
        (withPassword && rule.name === 'password') ||
        (withAffiliate && rule.name === 'affiliateCode'),
    );
    const found: Failures = validateRegistration(
      { mobileNum: mobile, password, confirmPassword, affiliateCode, terms },
      rules,
      { mobile: true },
    );
    // Without a password there is nothing to confirm.
    if (!withPassword) delete found.confirmPassword;
    const phone = mobileFailure();
    if (phone) found.mobileNum = phone;
    if (withCode && !code.trim()) found.verificationCode = { key: 'sms.code_required' };
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validate();
    setFailures(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      if (withAffiliate && affiliateCode.trim()) {
        try {
          await checkAffiliate(affiliateCode.trim());
        } catch (error) {
          if (error instanceof ApiError && error.code === 'INVALID_AFFILIATE') {
            setFailures({ affiliateCode: { key: 'register.invitation_code_error' } });
            return;
          }
          throw error;
        }
      }
      const answer = await registerByMobile({
        mobileNum: mobile,
        countryDialingCode: dialing,
        ...(withPassword ? { password, confirmPassword } : {}),
        ...(withCode ? { verificationCode: code.trim() } : {}),
        ...(withAffiliate && affiliateCode.trim() ? { affiliateCode: affiliateCode.trim() } : {}),
      });
      await finishRegistration(answer);
      onRegistered();
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
      {withCode && (
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
      )}
      {withPassword && (
        <>
          <Field
            label={t('register.field_password')}
            type="password"
            name="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={text('password')}
          />
          <Field
            label={t('register.field_confirmPassword')}
            type="password"
            name="confirmPassword"
            autoComplete="new-password"
            value={confirmPassword}
            onChange={(event) => setConfirmPassword(event.target.value)}
            error={text('confirmPassword')}
          />
        </>
      )}
      {withAffiliate && (
        <Field
          label={t('register.field_affiliateCode')}
          name="affiliateCode"
          autoComplete="off"
          value={affiliateCode}
          onChange={(event) => setAffiliateCode(event.target.value)}
          error={text('affiliateCode')}
        />
      )}
      <TermsCheckbox checked={terms} onChange={setTerms} error={text('terms')} />
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
