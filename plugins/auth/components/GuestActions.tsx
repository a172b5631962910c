import { useTranslation } from 'react-i18next';
import { openModal } from '../../../core/runtime/ui';

/** The header's login button for visitors (§2 Header, logged out). */
export default function GuestActions() {
  const { t } = useTranslation('auth');
  return (
    <button type="button" className="wl-button" onClick={() => openModal('login')}>
      {t('login.open')}
    </button>
  );
}
