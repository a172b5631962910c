import { useTranslation } from 'react-i18next';
import { openModal } from '../../../core/runtime/ui';
import { changePasswordModal } from '../handles';

/** The login password is auth's: this section only opens auth's change-password modal. */
export function LoginPasswordSection() {
  const { t } = useTranslation('security-centre');
  return (
    <div className="wl-security__panel">
      <h3>{t('password.title')}</h3>
      <p>{t('password.hint')}</p>
      <button type="button" className="wl-button" onClick={() => openModal(changePasswordModal)}>
        {t('password.change')}
      </button>
    </div>
  );
}
