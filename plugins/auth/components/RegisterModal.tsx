import '../auth.css';
import { showToast } from '../../../core/ui/toast/toasts';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import type { ModalProps } from '../../../core/plugin/definePlugin';
import { useRuntime } from '../../../core/runtime/RuntimeContext';
import { loginPrompt } from '../../../core/plugin/handles';
import { openModal } from '../../../core/runtime/ui';
import { ErrorPanel } from '../../../core/ui/ErrorPanel';
import { Modal } from '../../../core/ui/Modal';
import { SlotOutlet } from '../../../core/ui/SlotOutlet';
import { Spinner } from '../../../core/ui/Spinner';
import { Tabs } from '../../../core/ui/Tabs';
import { useRegisterSettings } from '../registration/useRegisterSettings';
import { registerTabs, type RegisterTab } from '../registration/registerTabs';
import { MobileRegisterForm } from './MobileRegisterForm';
import { UsernameRegisterForm } from './UsernameRegisterForm';
import { pageNamespace } from '../../../core/plugin/definePlugin';

/** registerModal (§2): username or mobile registration; success logs in and goes to '/' (§4). */
export default function RegisterModal({ close }: ModalProps) {
  const { t } = useTranslation(pageNamespace('auth'));
  const { flags } = useRuntime();
  const [, navigate] = useLocation();
  const tabs = registerTabs(flags);
  const [tab, setTab] = useState<RegisterTab | undefined>(tabs[0]);
  const settings = useRegisterSettings();
  const done = () => {
    showToast({ title: t('register.success'), tone: 'success' });
    close();
    navigate('/');
  };

  let body;
  if (!tab) body = <p>{t('register.closed')}</p>;
  else if (settings.isPending) body = <Spinner />;
  else if (settings.isError)
    body = <ErrorPanel error={settings.error} onRetry={() => void settings.refetch()} />;
  else {
    const form =
      tab === 'mobile' ? (
        <MobileRegisterForm settings={settings.data} onRegistered={done} />
      ) : (
        <UsernameRegisterForm settings={settings.data} onRegistered={done} />
      );
    body =
      tabs.length > 1 ? (
        <Tabs
          label={t('register.methods')}
          items={tabs.map((key) => ({ key, label: t(`register.tab_${key}`) }))}
          value={tab}
          onChange={setTab}
        >
          {form}
        </Tabs>
      ) : (
        form
      );
  }

  return (
    <Modal title={t('register.title')} onClose={close} size="small">
      <SlotOutlet name="registerBanner" />
      <div className="wl-auth-toggle" role="group" aria-label={t('login.toggle')}>
        <button
          type="button"
          className="wl-auth-toggle__item"

          onClick={() => {
            close();
            openModal(loginPrompt);
          }}
        >
          {t('login.title')}
        </button>
        <span className="wl-auth-toggle__item" aria-current="true">
          {t('register.title')}
        </span>
      </div>
      {/* §1 reminder and §5 note: a correct number is how a lost account is recovered. */}
      <p className="wl-auth-note">{t('register.mobile_reminder')}</p>
      <p className="wl-auth-note">{t('register.required_note')}</p>
      {body}
      <div className="wl-auth-providers">
        <SlotOutlet name="loginProviders" />
      </div>
    </Modal>
  );
}
