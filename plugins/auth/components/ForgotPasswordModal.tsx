import '../auth.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModalProps } from '../../../core/plugin/definePlugin';
import { useRuntime } from '../../../core/runtime/RuntimeContext';
import { loginPrompt } from '../../../core/plugin/handles';
import { openModal } from '../../../core/runtime/ui';
import { Modal } from '../../../core/ui/Modal';
import { SlotOutlet } from '../../../core/ui/SlotOutlet';
import { Tabs } from '../../../core/ui/Tabs';
import { recoveryTabs, type RecoveryTab } from '../passwords/recoveryTabs';
import { EmailRecoveryForm } from './EmailRecoveryForm';
import { PhoneRecoveryForm } from './PhoneRecoveryForm';
import { pageNamespace } from '../../../core/plugin/definePlugin';

/** forgetPassModal (§2): mobile or email recovery; live chat only where a LIVECHAT resource exists. */
export default function ForgotPasswordModal({ close }: ModalProps) {
  const { t } = useTranslation(pageNamespace('auth'));
  const { flags, permission } = useRuntime();
  const tabs = recoveryTabs(flags);
  const [tab, setTab] = useState<RecoveryTab | undefined>(tabs[0]);
  const liveChat = permission.resources?.find((r) => r.resourceType === 'LIVECHAT')?.url;
  const form =
    tab === 'mobile' ? (
      <PhoneRecoveryForm onDone={close} />
    ) : tab === 'email' ? (
      <EmailRecoveryForm />
    ) : (
      <p>{t('password.recovery_off')}</p>
    );
  return (
    <Modal title={t('password.forgot_title')} onClose={close} size="small">
      <SlotOutlet name="forgotBanner" />
      {tab && tabs.length > 1 ? (
        <Tabs
          label={t('password.recovery_methods')}
          items={tabs.map((key) => ({ key, label: t(`password.tab_${key}`) }))}
          value={tab}
          onChange={setTab}
        >
          {form}
        </Tabs>
      ) : (
        form
      )}
      <div className="wl-auth-links">
        <button
          type="button"
          className="wl-link"
          onClick={() => {
            close();
            openModal(loginPrompt);
          }}
        >
          {t('password.back_to_login')}
        </button>
        {liveChat && /^https?:\/\//i.test(liveChat) && (
          <a className="wl-link" href={liveChat} target="_blank" rel="noopener noreferrer">
            {t('password.live_chat')}
          </a>
        )}
      </div>
    </Modal>
  );
}
