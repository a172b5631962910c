import { useState } from 'react';
import { useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import type { ModalProps } from '../../../core/plugin/definePlugin';
import { hideLoading, showLoading } from '../../../core/runtime/ui';
import { endSession } from '../../../core/session/endSession';
import { Modal } from '../../../core/ui/Modal';

/**
 * Logout (§4): a confirm dialog titled "prompt"; on confirm the loader shows while endSession
 * tells the platform and clears the session whatever it answered, then the person lands home
 * (an agent on /agent).
 */
export default function LogoutModal({ close }: ModalProps) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('core');
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    showLoading();
    try {
      navigate(await endSession());
    } finally {
      hideLoading();
      close();
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
