import { useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import type { ModalProps } from '../../../core/plugin/definePlugin';
import { Modal } from '../../../core/ui/Modal';
import { LoginForm } from './LoginForm';

function nextPath(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('next' in data)) return null;
  return typeof data.next === 'string' ? data.next : null;
}

/** loginPopupModal (§2); after success it returns to the page the guard stopped, if any. */
export default function LoginModal({ close, data }: ModalProps) {
  const { t } = useTranslation('auth');
  const [, navigate] = useLocation();
  const next = nextPath(data);
  return (
    <Modal title={t('login.title')} onClose={close} size="small">
      <LoginForm
        onSuccess={() => {
          close();
          if (next) navigate(next);
        }}
      />
    </Modal>
  );
}
