import '../auth.css';
import { Suspense, useState } from 'react';
import { useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import type { ModalProps } from '../../../core/plugin/definePlugin';
import type { LoginPromptData, ModalHandle } from '../../../core/plugin/handles';
import { useRuntime, usePluginOptions } from '../../../core/runtime/RuntimeContext';
import { openModal } from '../../../core/runtime/ui';
import { clearSession } from '../../../core/session/session';
import { ErrorBoundary } from '../../../core/ui/BoundaryFallback';
import { lazyOnce } from '../../../core/ui/lazyCache';
import { Modal } from '../../../core/ui/Modal';
import { SlotOutlet } from '../../../core/ui/SlotOutlet';
import { Spinner } from '../../../core/ui/Spinner';
import { Tabs } from '../../../core/ui/Tabs';
import type { LoginSide } from '../api';
import type { LoginOutcome } from '../login/completeLogin';
import { changePasswordModal, forgotPasswordModal, registerPrompt } from '../handles';
import { loginTabs, type LoginTab } from '../login/loginTabs';
import type { TwoFactorChallenge } from '../login/twoFactorChallenge';
import { FreePlayButton } from './FreePlayButton';

// Each tab's form is a chunk of its own, loaded when its tab shows: a popup opens on one tab, so
// the other form (the password form where SMS comes first, the SMS form and its phone
// verification where the password comes first) is no part of the first paint of /login.
const LoginForm = lazyOnce(() => import('./LoginForm'), {
  owner: 'auth',
  what: 'password login form',
});
const SmsLoginForm = lazyOnce(() => import('./SmsLoginForm'), {
  owner: 'auth',
  what: 'SMS login form',
});

// Only people who log in from a new IP need this step: it loads when they do, with the §9
// timeout of every chunk.
const TwoFactorStep = lazyOnce(() => import('./TwoFactorStep'), {
  owner: 'auth',
  what: 'two-factor step',
});

/**
 * loginPopupModal (§2): tabs for username or SMS login as the site and flags allow, the login /
 * sign-up toggle, forgot password, one-click providers, free play, and the two-factor step.
 */
export default function LoginModal({ close, data }: ModalProps<LoginPromptData | undefined>) {
  const { t } = useTranslation('auth');
  const { flags } = useRuntime();
  const options = usePluginOptions('auth');
  const [, navigate] = useLocation();
  const { next, side = 'member' }: { next?: string; side?: LoginSide } = data ?? {};
  const tabs = loginTabs(options.loginMethods, flags);
  const [tab, setTab] = useState<LoginTab>(tabs[0]!);
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);

  const onOutcome = (outcome: LoginOutcome) => {
    close();
    if (outcome.kind === 'change-password') {
      // §4: the change-password modal opens instead of completing the login.
      openModal(changePasswordModal, {
        forced: outcome.reason,
        oldPassword: outcome.oldPassword,
        side,
        next,
      });
      return;
    }
    // §4: on the agent page a login goes to /agentHome; otherwise back where the guard stopped.
    if (side === 'agent') navigate('/agentHome');
    else if (next) navigate(next);
  };

  const switchTo = (modal: ModalHandle<'register' | 'forgotPassword'>) => {
    close();
    openModal(modal);
  };

  // The form's place is held while its chunk loads, so the popup does not grow under the pointer.
  const form = (
    <ErrorBoundary owner="auth">
      <Suspense
        fallback={
          <div className="wl-auth-form-pending">
            <Spinner />
          </div>
        }
      >
        {tab === 'sms' ? (
          <SmsLoginForm side={side} onOutcome={onOutcome} />
        ) : (
          <LoginForm side={side} onOutcome={onOutcome} onTwoFactor={setChallenge} />
        )}
      </Suspense>
    </ErrorBoundary>
  );

  return (
    <Modal title={t(challenge ? 'two_factor.title' : 'login.title')} onClose={close} size="small">
      {challenge ? (
        // A failed step says so inside this dialog (chunk-load message with a reload, §8).
        <ErrorBoundary owner="auth">
          <Suspense fallback={<Spinner />}>
            <TwoFactorStep
              challenge={challenge}
              onOutcome={onOutcome}
              onCancel={() => {
                setChallenge(null);
                clearSession();
              }}
            />
          </Suspense>
        </ErrorBoundary>
      ) : (
        <>
          {/* §3 banner group w_login; the agent login keeps to its form */}
          {side === 'member' && <SlotOutlet name="loginBanner" />}
          {side === 'member' && flags.has('REG3') && (
            <div className="wl-auth-toggle" role="group" aria-label={t('login.toggle')}>
              <span className="wl-auth-toggle__item" aria-current="true">
                {t('login.title')}
              </span>
              <button
                type="button"
                className="wl-auth-toggle__item"

                onClick={() => switchTo(registerPrompt)}
              >
                {t('register.title')}
              </button>
            </div>
          )}
          {tabs.length > 1 ? (
            <Tabs
              label={t('login.methods')}
              items={tabs.map((key) => ({ key, label: t(`login.tab_${key}`) }))}
              value={tab}
              onChange={setTab}
            >
              {form}
            </Tabs>
          ) : (
            form
          )}
          <div className="wl-auth-links">
            <button type="button" className="wl-link" onClick={() => switchTo(forgotPasswordModal)}>
              {t('login.forgot')}
            </button>
            {side === 'member' && <FreePlayButton onDone={close} className="wl-link" />}
          </div>
          {side === 'member' && (
            <div className="wl-auth-providers">
              <SlotOutlet name="loginProviders" />
            </div>
          )}
        </>
      )}
    </Modal>
  );
}
