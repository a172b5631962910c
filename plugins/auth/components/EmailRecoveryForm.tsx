import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../core/ui/Field';
import { FormError } from '../../../core/ui/form/FormError';
import { useSubmit } from '../../../core/ui/form/useSubmit';
import { sendPasswordByEmail } from '../passwords/passwordApi';
import { failureText, type Failures } from '../registration/failureText';
import { pageNamespace } from '../../../core/plugin/definePlugin';

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** Forgot by e-mail (§5: username and e-mail both required and valid); success says in_been_out. */
export function EmailRecoveryForm() {
  const { t } = useTranslation(pageNamespace('auth'));
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [failures, setFailures] = useState<Failures>({});
  const [sent, setSent] = useState(false);

  const send = useSubmit({
    validate: () => {
      const found: Failures = {};
      if (!username.trim()) found.username = { key: 'password.username_required' };
      if (!email.trim()) found.email = { key: 'password.email_required' };
      else if (!EMAIL.test(email.trim())) found.email = { key: 'password.email_invalid' };
      setFailures(found);
      return Object.keys(found).length === 0;
    },
    action: async () => {
      await sendPasswordByEmail(username.trim(), email.trim());
      setSent(true);
    },
  });

  if (sent)
    return (
      <p className="wl-notice" role="status">
        {t('password.in_been_out')}
      </p>
    );
  return (
    <form onSubmit={send.onSubmit} noValidate aria-busy={send.pending}>
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
      <FormError messageKey={send.errorKey} />
      <button type="submit" className="wl-button wl-button--block" disabled={send.pending}>
        {t('password.send_email')}
      </button>
    </form>
  );
}
