import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { Modal } from '../ui/Modal';
import { alerts, dismissAlert, type Alert } from './alerts';

function AlertDialog({ alert }: { alert: Alert }) {
  const { t } = useTranslation(alert.ns ?? 'core');
  const { t: tc } = useTranslation('core');
  const close = () => dismissAlert(alert.id);
  useEffect(() => {
    if (!alert.timeoutMs) return;
    const timer = window.setTimeout(() => dismissAlert(alert.id), alert.timeoutMs);
    return () => window.clearTimeout(timer);
  }, [alert.id, alert.timeoutMs]);
  return (
    <Modal
      title={tc('dialog.prompt')}
      onClose={close}
      size="small"
      closeOnCover={alert.closeOnCover !== false}
    >
      <p role="alert">{t(alert.messageKey, alert.params)}</p>
      <div className="wl-dialog-actions">
        <button type="button" className="wl-button" onClick={close}>
          {tc('actions.confirm')}
        </button>
      </div>
    </Modal>
  );
}

/** Shows the oldest pending alert; the next one appears when it is closed. */
export function AlertHost() {
  const { queue } = useSnapshot(alerts);
  const first = queue[0];
  return first ? <AlertDialog key={first.id} alert={first as Alert} /> : null;
}
