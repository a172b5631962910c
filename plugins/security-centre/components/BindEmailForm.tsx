import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../../core/api/request';
import { showToast } from '../../../core/ui/toast/toasts';
import { Field } from '../../../core/ui/Field';
import { FormError } from '../../../core/ui/form/FormError';
import { useSmsCountdown } from '../../../core/ui/form/useSmsCountdown';
import { useSubmit } from '../../../core/ui/form/useSubmit';
import { useSecurityCache, type MemberProfile } from '../api';
import type { Failures } from '../rules/failure';
import { useFailureText } from './useFailureText';
import { VerifiedContact } from './VerifiedContact';

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
// The countdown machinery is the SMS one: same throttle, same expiredMinutes answer, other channel.
const sendMailCode = (email: string) => request('bindEmailCode', { email });

/** Binds an e-mail address: the platform mails a code to it, and the code proves the address. */
export function BindEmailForm({ profile }: { profile: MemberProfile }) {
  const { t } = useTranslation('security-centre');
  const cache = useSecurityCache();
  const text = useFailureText();
  const countdown = useSmsCountdown(sendMailCode);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [failures, setFailures] = useState<Failures>({});
  const emailFailure = () => (EMAIL.test(email.trim()) ? undefined : { key: 'rules.email' });

  const sendCode = () => {
    const failure = emailFailure();
    setFailures(failure ? { email: failure } : {});
    if (!failure) void countdown.send(email.trim());
  };

  const bind = useSubmit({
    validate: () => {
      const found: Failures = {
        email: emailFailure(),
        code: code.trim() ? undefined : { key: 'rules.code_required' },
      };
      setFailures(found);
      return !found.email && !found.code;
    },
    action: async () => {
      cache.setProfile(
        await request('bindEmail', { email: email.trim(), verificationCode: code.trim() }),
      );
      setEmail('');
      setCode('');
      showToast({ title: t('email.bound'), tone: 'success' });
    },
  });

  return (
    <form
      className="wl-security__panel"
      onSubmit={bind.onSubmit}
      noValidate
      aria-busy={bind.pending}
    >
      <h3>{t('email.title')}</h3>
      <VerifiedContact value={profile.email} verified={profile.emailVerified} kind="email" />
      <Field
        label={t('email.address')}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={text(failures.email)}
      />
      <div className="wl-inline-field">
        <Field
          label={t('email.code')}
          name="emailCode"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={10}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={text(failures.code)}
        />
        <button
          type="button"
          className="wl-button wl-button--ghost"
          onClick={sendCode}
          disabled={countdown.sending || countdown.secondsLeft > 0}
          aria-live="polite"
        >
          {countdown.secondsLeft > 0
            ? t('email.resend_in', { seconds: countdown.secondsLeft })
            : t('email.send')}
        </button>
      </div>
      <FormError messageKey={bind.errorKey} />
      <button type="submit" className="wl-button" disabled={bind.pending}>
        {t('email.bind')}
      </button>
    </form>
  );
}
