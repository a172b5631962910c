import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../core/api/ApiError';
import { FormError } from '../../../core/ui/form/FormError';
import { Modal } from '../../../core/ui/Modal';

/** Asks before a message goes (§2 messageV2 delete): Cancel keeps it, Delete removes it. */
export function DeleteMessageDialog({
  title,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  title: string;
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('messages');
  const core = useTranslation('core').t;
  return (
    <Modal title={t('delete_title')} onClose={onClose} size="small">
      <p>{t('delete_body', { title })}</p>
      <FormError messageKey={error ? errorMessageKey(error) : null} />
      <div className="wl-message-confirm__actions">
        <button type="button" className="wl-button wl-button--ghost" onClick={onClose} autoFocus>
          {core('actions.cancel')}
        </button>
        <button type="button" className="wl-button" disabled={pending} onClick={onConfirm}>
          {t('delete')}
        </button>
      </div>
    </Modal>
  );
}
