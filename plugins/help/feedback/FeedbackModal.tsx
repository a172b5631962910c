import { useTranslation } from 'react-i18next';
import type { ModalProps } from '../../../core/plugin/definePlugin';
import { showAlert } from '../../../core/runtime/alerts';
import { Modal } from '../../../core/ui/Modal';
import type { FeedbackModalData } from '../handles';
import { FeedbackForm } from './FeedbackForm';
import { parseQuestionType } from './feedbackRules';

/**
 * feedbackModal (§2): the form, with the opener's question type chosen when it is a listed one
 * (the agent page opens it on "apply to be an agent"); once sent, the success message (§8).
 */
export default function FeedbackModal({ close, data }: ModalProps<FeedbackModalData | undefined>) {
  const { t } = useTranslation('help');
  return (
    <Modal title={t('feedback.title')} onClose={close}>
      <FeedbackForm
        initialType={parseQuestionType(String(data?.type ?? ''))}
        onSent={() => {
          close();
          showAlert({ messageKey: 'feedback.success', ns: 'help' });
        }}
      />
    </Modal>
  );
}
