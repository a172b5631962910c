import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../core/api/ApiError';
import { useRuntime, usePluginOptions } from '../../../core/runtime/RuntimeContext';
import { Field } from '../../../core/ui/Field';
import { FormError } from '../../../core/ui/form/FormError';
import { PhoneCodeFields } from '../../../core/ui/form/PhoneCodeFields';
import { codeFailure } from '../../../core/ui/form/phoneNumber';
import { usePhoneCode } from '../../../core/ui/form/usePhoneCode';
import { useSubmit } from '../../../core/ui/form/useSubmit';
import type { RegisterSettings } from '../api';
import { usePhoneVerification } from '../phone-auth/usePhoneVerification';
import { failureText, type Failures } from '../registration/failureText';
import { finishRegistration } from '../registration/finishRegistration';
import { checkAffiliate, registerByMobile } from '../registration/registerApi';
import { affiliateFromUrl, referralFromUrl, ruleFor } from '../registration/registrationFields';
import { validateRegistration } from '../registration/validateField';
import { TermsCheckbox } from './TermsCheckbox';
import { pageNamespace } from '../../../core/plugin/definePlugin';

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
  const { t } = useTranslation(pageNamespace('auth'));
  const { flags } = useRuntime();
  const options = usePluginOptions('auth');
  const withPassword = flags.has('MOBILENUMPASSREG3');
  const withCode = flags.has('REGMOBVERF3');
  const affiliateRule = ruleFor(settings.fields, 'affiliateCode');
  const withAffiliate = affiliateRule?.enabled === true && flags.has('AFFMAN3');
  // PHONEAUTH3: the code comes from the provider and the platform gets its id token (§3 channel,
  // idToken). Only where the number is verified at all (REGMOBVERF3): without it there is no code.
  const verification = usePhoneVerification('register', flags);
  const phone = usePhoneCode(verification.send, options.dialingCode);
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [affiliateCode, setAffiliateCode] = useState(() =>
    affiliateFromUrl(window.location.search),
  );
  // A member's invite link: sent always, shown as a field where the settings enable referralCode.
  const withReferralField = ruleFor(settings.fields, 'referralCode')?.enabled === true;
  const [referralCode, setReferralCode] = useState(() => referralFromUrl(window.location.search));
  const [terms, setTerms] = useState(true);
  const [failures, setFailures] = useState<Failures>({});
  const text = (name: string) => failureText(t, failures[name]);

  const validate = (): boolean => {
    // The rules engine checks the fields this tab shows: the number, the passwords, the code, terms.
    const rules = settings.fields.filter(
      (rule) =>
        rule.name === 'mobileNum' ||
        (withPassword && rule.name === 'password') ||
        (withAffiliate && rule.name === 'affiliateCode'),
    );
    const found: Failures = validateRegistration(
      { mobileNum: phone.mobile, password, confirmPassword, affiliateCode, terms },
      rules,
      { mobile: true, mobilePrefixDigits: phone.dialingCode.length },
    );
    // Without a password there is nothing to confirm.
    if (!withPassword) delete found.confirmPassword;
    const mobile = phone.failure();
    if (mobile) found.mobileNum = mobile;
    const code = withCode ? codeFailure(phone.code) : undefined;
    if (code) found.verificationCode = code;
    setFailures(found);
    return Object.keys(found).length === 0;
  };

  const sendCode = () => {
    const failure = phone.failure();
    setFailures(failure ? { mobileNum: failure } : {});
    if (!failure) void phone.sendCode();
  };

  const register = useSubmit({
    validate,
    action: async () => {
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
        mobileNum: phone.mobile,
        countryDialingCode: phone.dialingCode,
        ...(withPassword ? { password, confirmPassword } : {}),
        ...(withCode ? await verification.proof(phone.code.trim(), phone.mobile) : {}),
        ...(withAffiliate && affiliateCode.trim() ? { affiliateCode: affiliateCode.trim() } : {}),
        ...(referralCode.trim() ? { referralCode: referralCode.trim() } : {}),
      });
      await finishRegistration(answer);
      onRegistered();
    },
  });

  return (
    <form onSubmit={register.onSubmit} noValidate aria-busy={register.pending}>
      <PhoneCodeFields
        phone={phone}
        onSend={sendCode}
        phoneError={text('mobileNum')}
        codeError={text('verificationCode')}
        withCode={withCode}
      />
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
      {withReferralField && (
        <Field
          label={t('register.field_referralCode')}
          name="referralCode"
          autoComplete="off"
          value={referralCode}
          onChange={(event) => setReferralCode(event.target.value)}
          error={text('referralCode')}
        />
      )}
      <TermsCheckbox checked={terms} onChange={setTerms} error={text('terms')} />
      <FormError messageKey={register.errorKey} />
      <button type="submit" className="wl-button wl-button--block" disabled={register.pending}>
        {register.pending ? t('register.submitting') : t('register.submit')}
      </button>
    </form>
  );
}
