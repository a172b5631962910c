import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime, usePluginOptions } from '../../../core/runtime/RuntimeContext';
import { Field } from '../../../core/ui/Field';
import { FormError } from '../../../core/ui/form/FormError';
import { PhoneCodeFields } from '../../../core/ui/form/PhoneCodeFields';
import { isValidMobile } from '../../../core/ui/form/phoneNumber';
import { usePhoneCode } from '../../../core/ui/form/usePhoneCode';
import { useSubmit } from '../../../core/ui/form/useSubmit';
import { showToast } from '../../../core/ui/toast/toasts';
import { Tabs } from '../../../core/ui/Tabs';
import { smsCodeSender, verifySecondFactor, type SecondFactor } from '../api';
import { completeLogin, type LoginOutcome } from '../login/completeLogin';
import type { TwoFactorChallenge } from '../login/twoFactorChallenge';
import { pageNamespace } from '../../../core/plugin/definePlugin';

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
  const { t } = useTranslation(pageNamespace('auth'));
  const { t: tc } = useTranslation('core');
  const { flags } = useRuntime();
  const options = usePluginOptions('auth');
  const [method, setMethod] = useState<SecondFactor>(challenge.methods[0]!);
  // The SMS proof is a phone number; every other proof is typed into one text field.
  const [value, setValue] = useState('');
  const phone = usePhoneCode(smsCodeSender('login'), options.dialingCode);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);

  const typed = method === 'sms' ? phone.number : value;
  const proof = method === 'sms' ? phone.mobile : value.trim();

  const fieldFailure = (): string | null => {
    if (!typed.trim()) return tc('validation.required', { field: t(`two_factor.field_${method}`) });
    if (method === 'sms' && !isValidMobile(proof)) return tc('sms.mobile_invalid');
    if (method === 'authenticator' && !/^\d{6}$/.test(proof)) return t('two_factor.six_digits');
    return null;
  };

  const verify = useSubmit({
    validate: () => {
      const failure = fieldFailure();
      const missingCode = method === 'sms' && !phone.code.trim() ? tc('sms.code_required') : null;
      setFieldError(failure);
      setCodeError(missingCode);
      return !failure && !missingCode;
    },
    action: async () => {
      const answer = await verifySecondFactor({
        ticket: challenge.ticket,
        method,
        value: proof,
        ...(method === 'sms' ? { verificationCode: phone.code.trim() } : {}),
      });
      // §8 "verification successful": the second proof passed; the login goes on from here.
      showToast({ title: tc('success.verified'), tone: 'success' });
      onOutcome(await completeLogin(answer, 'username', flags, challenge.password));
    },
  });

  const choose = (next: SecondFactor) => {
    setMethod(next);
    setValue('');
    phone.setNumber('');
    phone.setCode('');
    setFieldError(null);
    setCodeError(null);
    verify.clearError();
  };

  return (
    <form onSubmit={verify.onSubmit} noValidate aria-busy={verify.pending}>
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
            <PhoneCodeFields
              phone={phone}
              onSend={() => {
                const failure = fieldFailure();
                setFieldError(failure);
                if (!failure) void phone.sendCode();
              }}
              phoneError={fieldError}
              codeError={codeError}
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
      <FormError messageKey={verify.errorKey} />
      <div className="wl-dialog-actions">
        <button type="button" className="wl-button wl-button--ghost" onClick={onCancel}>
          {tc('actions.cancel')}
        </button>
        <button type="submit" className="wl-button" disabled={verify.pending}>
          {t('two_factor.submit')}
        </button>
      </div>
    </form>
  );
}
