import { useState } from 'react';
import { useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import type { ModalProps } from '../../../core/plugin/definePlugin';
import { request } from '../../../core/api/request';
import { ui } from '../../../core/runtime/ui';
import { clearSession, session } from '../../../core/session/session';
import { Modal } from '../../../core/ui/Modal';

/**
 * Logout (§4): a confirm dialog titled "prompt"; on confirm the loader shows, the platform is
 * told, and the session is cleared whatever it answered, so nothing of the member stays.
 */
export default function LogoutModal({ close }: ModalProps) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('core');
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    const wasAgent = session.isAgent;
    ui.loading = true;
    try {
      await request('logout', {});
    } catch (error) {
      console.warn('[plugin:auth] logout call failed; clearing the session anyway', error);
    } finally {
      clearSession();
      ui.loading = false;
      close();
      navigate(wasAgent ? '/agent' : '/');
    }
  };

  return (
    <Modal title={tc('dialog.prompt')} onClose={close} size="small">
      <p>{t('logout.question')}</p>
      <div className="wl-dialog-actions">
        <button type="button" className="wl-button wl-button--ghost" onClick={close}>
          {tc('actions.cancel')}
        </button>
        <button type="button" className="wl-button" onClick={() => void confirm()} disabled={busy}>
          {tc('actions.confirm')}
        </button>
      </div>
    </Modal>
  );
}
