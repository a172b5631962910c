import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../core/api/ApiError';
import { useRuntime, usePluginOptions } from '../../../core/runtime/RuntimeContext';
import { Field } from '../../../core/ui/Field';
import { CaptchaField } from '../../../core/ui/form/CaptchaField';
import { FormError } from '../../../core/ui/form/FormError';
import { useCaptcha } from '../../../core/ui/form/useCaptcha';
import { useSubmit } from '../../../core/ui/form/useSubmit';
import { loginWithPassword, type LoginSide } from '../api';
import { completeLogin, type LoginOutcome } from '../login/completeLogin';
import type { TwoFactorChallenge } from '../login/twoFactorChallenge';
import { challengeOf } from '../login/twoFactorChallenge';
import { readRememberedUsername, rememberUsername } from '../rememberedUsername';

/**
 * What failed, kept as rule names rather than text, so the messages follow a language change
 * while they are on screen (§4 Language change).
 */
interface Errors {
  username?: 'required';
  password?: 'required';
  captcha?: 'required';
}

/** Username login; the captcha appears only after a failure that asks for it (§4 Captcha). */
export function LoginForm({
  side,
  onOutcome,
  onTwoFactor,
}: {
  side: LoginSide;
  onOutcome: (outcome: LoginOutcome) => void;
  onTwoFactor: (challenge: TwoFactorChallenge) => void;
}) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('core');
  const { flags } = useRuntime();
  const options = usePluginOptions('auth');
  // The agent login page has no remember-password option (§2 Agent centre).
  const offerRemember = options.rememberMe && side === 'member';
  const [username, setUsername] = useState(() => (offerRemember ? readRememberedUsername() : ''));
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(() => offerRemember && readRememberedUsername() !== '');
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const captcha = useCaptcha('auth', captchaAsked);
  const [errors, setErrors] = useState<Errors>({});

  const validate = (): boolean => {
    const next: Errors = {};
    if (!username.trim()) next.username = 'required';
    if (!password) next.password = 'required';
    if (captchaAsked && !captcha.answer.trim()) next.captcha = 'required';
    setErrors(next);
    return Object.keys(next).length === 0;
  };

  const required = (failed: 'required' | undefined, field: string) =>
    failed ? tc('validation.required', { field }) : null;

  const login = useSubmit({
    validate,
    action: async () => {
      const trimmed = username.trim();
      try {
        const answer = await loginWithPassword(
          {
            username: trimmed,
            password,
            ...(captchaAsked ? { captcha: captcha.answer.trim(), captchaId: captcha.id } : {}),
          },
          flags,
          side,
        );
        if (offerRemember) rememberUsername(remember ? trimmed : null);
        onOutcome(await completeLogin(answer, 'username', flags, password));
      } catch (error) {
        // A login from a new IP is not a failure: it goes on to its second factor.
        const challenge = error instanceof ApiError ? challengeOf(error) : null;
        if (!challenge) throw error;
        if (offerRemember) rememberUsername(remember ? trimmed : null);
        onTwoFactor({ ...challenge, password });
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
      <Field
        label={t('login.username')}
        placeholder={t(
          flags.has('MOBILELOGIN3') ? 'login.username_placeholder' : 'login.username_only',
        )}
        name="username"
        autoComplete="username"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        error={required(errors.username, t('login.username'))}
      />
      <Field
        label={t('login.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={required(errors.password, t('login.password'))}
      />
      {captchaAsked && (
        <CaptchaField captcha={captcha} error={required(errors.captcha, tc('captcha.label'))} />
      )}
      {offerRemember && (
        <label className="wl-checkbox">
          <input
            type="checkbox"
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
          />
          {t('login.remember')}
        </label>
      )}
      <FormError messageKey={login.errorKey} />
      <button type="submit" className="wl-button wl-button--block" disabled={login.pending}>
        {login.pending ? t('login.submitting') : t('login.submit')}
      </button>
    </form>
  );
}

/** The login popup loads each tab's form on its own (LoginModal). */
export default LoginForm;
