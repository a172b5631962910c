import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../core/api/ApiError';
import type { ModalProps } from '../../../core/plugin/definePlugin';
import { Field } from '../../../core/ui/Field';
import { Modal } from '../../../core/ui/Modal';
import { bindAccount, finishLogin } from '../api';
import type { BindRequest } from '../handles';
import { bindFailureMessage, checkBindForm, type BindFormErrors, type BindMode } from './bindForm';

/**
 * §4: a social account not yet bound is bound to an existing account (its password proves it)
 * or to a new one, and the person is told first that binding cannot be undone. Then logs in.
 */
export default function BindModal({ close, data }: ModalProps<BindRequest>) {
  const { t } = useTranslation('social-login');
  const provider = t(`providers.${data.provider}`);
  return (
    <Modal title={t('bind.title', { provider })} onClose={close} size="small" closeOnCover={false}>
      <p>{t('bind.intro', { provider, identity: data.identity })}</p>
      <p className="wl-notice" role="note">
        <strong>{t('bind.irreversible', { provider })}</strong>
      </p>
      <BindForm request={data} provider={provider} onDone={close} />
    </Modal>
  );
}

function BindForm({
  request,
  provider,
  onDone,
}: {
  request: BindRequest;
  provider: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('social-login');
  const { t: tc } = useTranslation('core');
  const [mode, setMode] = useState<BindMode>('new');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<BindFormErrors>({});
  const [busy, setBusy] = useState(false);

  const required = (field: string) => tc('validation.required', { field: t(field) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = checkBindForm(mode, username, password, confirm);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const { provider: p, state, code } = request;
      const result = await bindAccount(
        { provider: p, state, code },
        mode,
        username.trim(),
        password,
      );
      await finishLogin(result.token, result.firstTimeLogin, p);
      onDone();
    } catch (error) {
      setErrors({ form: bindFailureMessage(error instanceof ApiError ? error : null, mode) });
    } finally {
      setBusy(false);
    }
  };

  const choose = (next: BindMode) => {
    setMode(next);
    setErrors({});
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={busy}>
      <fieldset className="wl-social-login__modes">
        <legend>{t('bind.mode')}</legend>
        {(['new', 'existing'] as const).map((option) => (
          <label key={option} className="wl-checkbox">
            <input
              type="radio"
              name="bind-mode"
              value={option}
              checked={mode === option}
              onChange={() => choose(option)}
            />
            {t(`bind.${option}`)}
          </label>
        ))}
      </fieldset>
      <Field
        label={t('bind.username')}
        name="username"
        autoComplete="username"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        error={errors.username ? required('bind.username') : null}
      />
      <Field
        label={t('bind.password')}
        type="password"
        name="password"
        autoComplete={mode === 'new' ? 'new-password' : 'current-password'}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password ? required('bind.password') : null}
      />
      {mode === 'new' && (
        <Field
          label={t('bind.confirm')}
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          error={
            errors.confirm === 'required'
              ? required('bind.confirm')
              : errors.confirm === 'mismatch'
                ? t('bind.errors.mismatch')
                : null
          }
        />
      )}
      {errors.form && (
        <p className="wl-form-error" role="alert">
          {errors.form.ns === 'core' ? tc(errors.form.key) : t(errors.form.key, { provider })}
        </p>
      )}
      <div className="wl-dialog-actions">
        <button type="submit" className="wl-button" disabled={busy}>
          {busy ? t('bind.submitting') : t('bind.submit')}
        </button>
      </div>
    </form>
  );
}
