import { useTranslation } from 'react-i18next';
import type { ModalProps } from '../../../core/plugin/definePlugin';
import { Modal } from '../../../core/ui/Modal';
import { LoginForm } from './LoginForm';

/** loginPopupModal (§2). */
export default function LoginModal({ close }: ModalProps) {
  const { t } = useTranslation('auth');
  return (
    <Modal title={t('login.title')} onClose={close} size="small">
      <LoginForm onSuccess={close} />
    </Modal>
  );
}
