import { useTranslation } from 'react-i18next';
import { useRuntime } from '../../../core/runtime/RuntimeContext';
import { registerPrompt } from '../handles';
import { loginPrompt } from '../../../core/plugin/handles';
import { openModal } from '../../../core/runtime/ui';

/** The header's login and register buttons for visitors (§2 Header, logged out). */
export default function GuestActions() {
  const { t } = useTranslation('auth');
  const { flags } = useRuntime();
  return (
    <>
      <button type="button" className="wl-button" onClick={() => openModal(loginPrompt)}>
        {t('login.open')}
      </button>
      {flags.has('REG3') && (
        <button
          type="button"
          className="wl-button wl-button--ghost"
          onClick={() => openModal(registerPrompt)}
        >
          {t('register.open')}
        </button>
      )}
    </>
  );
}
