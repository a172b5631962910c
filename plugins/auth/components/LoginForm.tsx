import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../core/api/ApiError';
import { useRuntime, usePluginOptions } from '../../../core/runtime/RuntimeContext';
import { Field } from '../../../core/ui/Field';
import { fetchCaptcha, loginWithPassword, type LoginSide } from '../api';
import { completeLogin, type LoginOutcome } from '../login/completeLogin';
import type { TwoFactorChallenge } from '../login/twoFactorChallenge';
import { challengeOf } from '../login/twoFactorChallenge';
import { readRememberedUsername, rememberUsername } from '../rememberedUsername';
import { useCaptcha } from '../../../core/ui/useCaptcha';
import { CaptchaField } from './CaptchaField';

/**
 * What failed, kept as rule names and catalogue keys rather than text, so the messages follow a
 * language change while they are on screen (§4 Language change).
 */
interface Errors {
  username?: 'required';
  password?: 'required';
  captcha?: 'required';
  /** i18n key of the core error catalogue. */
  form?: string;
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
  const options = usePluginOptions<{ rememberMe?: boolean }>('auth');
  // The agent login page has no remember-password option (§2 Agent centre).
  const offerRemember = options.rememberMe !== false && side === 'member';
  const [username, setUsername] = useState(() => (offerRemember ? readRememberedUsername() : ''));
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(() => offerRemember && readRememberedUsername() !== '');
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const [captchaAnswer, setCaptchaAnswer] = useState('');
  const captcha = useCaptcha('auth', fetchCaptcha, captchaAsked);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const validate = (): Errors => {
    const next: Errors = {};
    if (!username.trim()) next.username = 'required';
    if (!password) next.password = 'required';
    if (captchaAsked && !captchaAnswer.trim()) next.captcha = 'required';
    return next;
  };

  const required = (failed: 'required' | undefined, field: string) =>
    failed ? tc('validation.required', { field: t(field) }) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const trimmed = username.trim();
    try {
      const answer = await loginWithPassword(
        {
          username: trimmed,
          password,
          ...(captchaAsked ? { captcha: captchaAnswer.trim(), captchaId: captcha.id } : {}),
        },
        side,
      );
      if (offerRemember) rememberUsername(remember ? trimmed : null);
      onOutcome(await completeLogin(answer, 'username', flags, password));
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      const challenge = apiError ? challengeOf(apiError) : null;
      if (challenge) {
        if (offerRemember) rememberUsername(remember ? trimmed : null);
        onTwoFactor({ ...challenge, password });
        return;
      }
      setErrors({ form: apiError?.messageKey ?? 'errors.system_error' });
      if (apiError?.value.captcha || apiError?.code === 'CAPTCHA_FAILED') {
        // a used or wrong captcha is spent: show a fresh one
        if (captchaAsked) captcha.refresh();
        setCaptchaAsked(true);
        setCaptchaAnswer('');
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={busy}>
      <Field
        label={t('login.username')}
        placeholder={t(
          flags.has('MOBILELOGIN3') ? 'login.username_placeholder' : 'login.username_only',
        )}
        name="username"
        autoComplete="username"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        error={required(errors.username, 'login.username')}
      />
      <Field
        label={t('login.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={required(errors.password, 'login.password')}
      />
      {captchaAsked && (
        <CaptchaField
          image={captcha.image}
          value={captchaAnswer}
          error={required(errors.captcha, 'login.captcha') ?? undefined}
          onChange={setCaptchaAnswer}
          onRefresh={captcha.refresh}
        />
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
      {errors.form && (
        <p className="wl-form-error" role="alert">
          {tc(errors.form)}
        </p>
      )}
      <button type="submit" className="wl-button wl-button--block" disabled={busy}>
        {busy ? t('login.submitting') : t('login.submit')}
      </button>
    </form>
  );
}
