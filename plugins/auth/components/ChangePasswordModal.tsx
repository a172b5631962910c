import '../auth.css';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { request } from '../../../core/api/request';
import type { ModalProps } from '../../../core/plugin/definePlugin';
import type { ChangePasswordData } from '../handles';
import { showAlert } from '../../../core/runtime/alerts';
import { clearSession } from '../../../core/session/session';
import { Field } from '../../../core/ui/Field';
import { FormError } from '../../../core/ui/form/FormError';
import { useSubmit } from '../../../core/ui/form/useSubmit';
import { Modal } from '../../../core/ui/Modal';
import { loadMember } from '../../../core/session/startSession';
import { changePassword } from '../passwords/passwordApi';
import { newPasswordFailures } from '../passwords/newPasswordRule';
import { NewPasswordFields } from './NewPasswordFields';
import { failureText, type Failures } from '../registration/failureText';
import { useRegisterSettings } from '../registration/useRegisterSettings';
import { pageNamespace } from '../../../core/plugin/definePlugin';

/**
 * changePassModal (§2, §5 Change password): old password unless it is known, a new one that
 * passes the password rule, and its confirmation. Success reloads login info and goes to '/' (§4).
 */
export default function ChangePasswordModal({
  close,
  data,
}: ModalProps<ChangePasswordData | undefined>) {
  const { t } = useTranslation(pageNamespace('auth'));
  const { t: tc } = useTranslation('core');
  const [, navigate] = useLocation();
  const { forced, oldPassword: knownPassword, side } = data ?? {};
  const settings = useRegisterSettings();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [failures, setFailures] = useState<Failures>({});
  const text = (name: string) => failureText(t, failures[name]);

  // Closing a forced change abandons that login: the half-open session must not stay behind.
  const dismiss = () => {
    if (forced) {
      void request('logout', {}).catch(() => undefined);
      clearSession();
    }
    close();
  };

  const change = useSubmit({
    validate: () => {
      const found: Failures = {};
      if (!knownPassword && !oldPassword) found.oldPassword = { key: 'password.old_required' };
      Object.assign(found, newPasswordFailures(newPassword, confirm, settings.data));
      setFailures(found);
      return Object.keys(found).length === 0;
    },
    action: async () => {
      await changePassword({
        oldPassword: knownPassword ?? oldPassword,
        newPassword,
        confirmNewPassword: confirm,
      });
      await loadMember();
      close();
      showAlert({ messageKey: 'password.changed', ns: pageNamespace('auth') });
      navigate(side === 'agent' ? '/agentHome' : '/');
    },
  });

  return (
    <Modal title={t('password.change_title')} onClose={dismiss} size="small" closeOnCover={!forced}>
      {forced && (
        <p className="wl-notice" role="status">
          {t(forced === 'default' ? 'password.forced_default' : 'password.forced_expired')}
        </p>
      )}
      <form onSubmit={change.onSubmit} noValidate aria-busy={change.pending}>
        {!knownPassword && (
          <Field
            label={t('password.old')}
            type="password"
            name="oldPassword"
            autoComplete="current-password"
            value={oldPassword}
            onChange={(event) => setOldPassword(event.target.value)}
            error={text('oldPassword')}
          />
        )}
        <NewPasswordFields
          newPassword={newPassword}
          confirm={confirm}
          onNewPassword={setNewPassword}
          onConfirm={setConfirm}
          errors={{ newPassword: text('newPassword'), confirm: text('confirmNewPassword') }}
        />
        <FormError messageKey={change.errorKey} />
        <div className="wl-dialog-actions">
          <button type="button" className="wl-button wl-button--ghost" onClick={dismiss}>
            {tc('actions.cancel')}
          </button>
          <button type="submit" className="wl-button" disabled={change.pending}>
            {t('password.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
