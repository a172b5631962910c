import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../core/api/ApiError';
import { Field } from '../../../core/ui/Field';
import { sendPasswordByEmail } from '../passwords/passwordApi';
import { failureText, type Failures } from '../registration/failureText';

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** Forgot by e-mail (§5: username and e-mail both required and valid); success says in_been_out. */
export function EmailRecoveryForm() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('core');
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [failures, setFailures] = useState<Failures>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found: Failures = {};
    if (!username.trim()) found.username = { key: 'password.username_required' };
    if (!email.trim()) found.email = { key: 'password.email_required' };
    else if (!EMAIL.test(email.trim())) found.email = { key: 'password.email_invalid' };
    setFailures(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await sendPasswordByEmail(username.trim(), email.trim());
      setSent(true);
    } catch (error) {
      setFormError(errorMessageKey(error));
    } finally {
      setBusy(false);
    }
  };

  if (sent)
    return (
      <p className="wl-notice" role="status">
        {t('password.in_been_out')}
      </p>
    );
  return (
    <form onSubmit={submit} noValidate aria-busy={busy}>
      <Field
        label={t('login.username')}
        name="username"
        autoComplete="username"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        error={failureText(t, failures.username)}
      />
      <Field
        label={t('password.email')}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={failureText(t, failures.email)}
      />
      {formError && (
        <p className="wl-form-error" role="alert">
          {tc(formError)}
        </p>
      )}
      <button type="submit" className="wl-button wl-button--block" disabled={busy}>
        {t('password.send_email')}
      </button>
    </form>
  );
}
