import '../auth.css';
import './agentLogin.css';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Redirect, useLocation } from 'wouter';
import { useEndpointAllowed } from '../../../core/api/useEndpointAllowed';
import { pageNamespace } from '../../../core/plugin/definePlugin';
import { useRuntime } from '../../../core/runtime/RuntimeContext';
import { useProvided } from '../../../core/runtime/provided';
import { openModal } from '../../../core/runtime/ui';
import { clearSession, session } from '../../../core/session/session';
import { ErrorBoundary } from '../../../core/ui/BoundaryFallback';
import { lazyOnce } from '../../../core/ui/lazyCache';
import { Spinner } from '../../../core/ui/Spinner';
import { supportChatUrl } from '../agent/supportLink';
import { LoginForm } from '../components/LoginForm';
import { APPLY_AGENT_TYPE, changePasswordModal, feedbackModal } from '../handles';
import type { LoginOutcome } from '../login/completeLogin';
import type { TwoFactorChallenge } from '../login/twoFactorChallenge';

// Only an agent logging in from a new IP needs it; it loads then (as in the login popup).
const TwoFactorStep = lazyOnce(() => import('../components/TwoFactorStep'), {
  owner: 'auth',
  what: 'two-factor step',
});

/** The selling points of the marketing text (§2), in their order. */
const POINTS = ['team', 'contracts', 'salary', 'reports'] as const;

/**
 * /agent (§2): the agent login page in the agent layout (no player header, side menu or footer):
 * the marketing text, a login form without the remember option, the support hours. A non-agent is
 * refused by the platform ("non-agents cannot log in", §6); a default or expired password opens
 * the change-password modal (§4); a login goes to /agentHome, where a signed-in agent goes at once.
 * Under the form, "apply to become an agent" (§2 affiliate application) opens help's feedback
 * form on question type 6 (§3); it is absent when help or the feedback call is off.
 */
export default function AgentLoginPage() {
  const { t } = useTranslation(pageNamespace('auth'));
  const { site, permission } = useRuntime();
  const { isAgent } = useSnapshot(session);
  const [, navigate] = useLocation();
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  const chat = supportChatUrl(permission.customerService, site.layout.customerService);
  const helpMounted = useProvided(feedbackModal);
  const feedbackAllowed = useEndpointAllowed('feedback');
  const canApply = helpMounted && feedbackAllowed;

  if (isAgent) return <Redirect to="/agentHome" replace />;

  const onOutcome = (outcome: LoginOutcome) => {
    setChallenge(null);
    if (outcome.kind === 'change-password') {
      openModal(changePasswordModal, {
        forced: outcome.reason,
        oldPassword: outcome.oldPassword,
        side: 'agent',
      });
      return;
    }
    navigate('/agentHome');
  };

  return (
    <div className="wl-agent-login">
      <section className="wl-agent-login__pitch" aria-labelledby="wl-agent-pitch">
        <p className="wl-agent-login__brand">{site.brand.name}</p>
        <h1 id="wl-agent-pitch">{t('agent.headline')}</h1>
        <p>{t('agent.lead')}</p>
        <ul className="wl-agent-login__points">
          {POINTS.map((point) => (
            <li key={point}>
              <h2>{t(`agent.points.${point}.title`)}</h2>
              <p>{t(`agent.points.${point}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="wl-agent-login__card" aria-labelledby="wl-agent-login-title">
        <h2 id="wl-agent-login-title">{t('agent.login_title')}</h2>
        {challenge ? (
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
          <LoginForm side="agent" onOutcome={onOutcome} onTwoFactor={setChallenge} />
        )}
        {canApply && (
          <p className="wl-agent-login__apply">
            {t('agent.apply_lead')}{' '}
            <button
              type="button"
              className="wl-button wl-button--ghost"
              onClick={() => openModal(feedbackModal, { type: APPLY_AGENT_TYPE })}
            >
              {t('agent.apply')}
            </button>
          </p>
        )}
        <p className="wl-agent-login__support">
          {t('agent.support_hours')}
          {chat && (
            <>
              {' '}
              <a href={chat} target="_blank" rel="noopener noreferrer">
                {t('agent.support_chat')}
              </a>
            </>
          )}
        </p>
      </section>
    </div>
  );
}
