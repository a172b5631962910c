import { useTranslation } from 'react-i18next';
import type { ModalProps } from '../../../core/plugin/definePlugin';
import { showAlert } from '../../../core/runtime/alerts';
import { Modal } from '../../../core/ui/Modal';
import { FeedbackForm } from './FeedbackForm';

/** feedbackModal (§2): the form; once sent, the success message promising contact (§8). */
export default function FeedbackModal({ close }: ModalProps) {
  const { t } = useTranslation('help');
  return (
    <Modal title={t('feedback.title')} onClose={close}>
      <FeedbackForm
        onSent={() => {
          close();
          showAlert({ messageKey: 'feedback.success', ns: 'help' });
        }}
      />
    </Modal>
  );
}
