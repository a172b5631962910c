import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { MEMBER_NS } from '../i18n/i18n';
import { useLanguage } from '../i18n/useLanguage';
import { useRuntime } from '../runtime/RuntimeContext';
import { useNow } from '../runtime/useNow';
import { endSession } from '../session/endSession';
import { session } from '../session/session';
import { siteAssetUrl } from '../site/siteConfig';
import { formatDateTime } from '../ui/dates/formatDateTime';
import { gmtOffset } from './gmtOffset';
import './agentHeader.css';

/**
 * The agent centre's header (§2 Agent centre): brand, the browser's time zone as a GMT offset, a
 * clock that ticks every second, the nickname and sign-out (§4: an agent lands on /agent).
 */
export function AgentHeader() {
  const { t } = useTranslation(MEMBER_NS);
  const { site } = useRuntime();
  const { member } = useSnapshot(session);
  const [, navigate] = useLocation();
  const [leaving, setLeaving] = useState(false);

  const signOut = async () => {
    setLeaving(true);
    try {
      navigate(await endSession(), { replace: true });
    } finally {
      setLeaving(false);
    }
  };

  return (
    <header className="wl-agent-header" aria-label={t('agent_header.label')}>
      <Link href="/" className="wl-agent-header__brand">
        <img src={siteAssetUrl(site, site.brand.logo)} alt="" width="132" height="36" />
        <span>{site.brand.name}</span>
      </Link>
      <AgentClock />
      <p className="wl-agent-header__who">
        <span className="wl-agent-header__label">{t('agent_header.signed_in_as')}</span>{' '}
        <strong>{member?.nickname || member?.account}</strong>
      </p>
      <Link href="/">{t('agent_header.player_site')}</Link>
      <button
        type="button"
        className="wl-button wl-button--ghost"
        disabled={leaving}
        onClick={() => void signOut()}
      >
        {t(leaving ? 'agent_header.signing_out' : 'agent_header.sign_out')}
      </button>
    </header>
  );
}

/**
 * The zone and the ticking time, in a component of their own so only they re-render each second.
 * No live region: a clock announced every second would drown everything else out.
 */
export function AgentClock({ timeZone }: { timeZone?: string }) {
  const { t } = useTranslation(MEMBER_NS);
  const lang = useLanguage();
  const now = new Date(useNow());
  const iso = now.toISOString();
  return (
    <p className="wl-agent-header__clock">
      <span className="wl-agent-header__label">{t('agent_header.time_zone')}</span>{' '}
      <span className="wl-agent-header__zone">{gmtOffset(now, timeZone)}</span>{' '}
      <span className="wl-visually-hidden">{t('agent_header.clock')}</span>
      <time dateTime={iso} className="wl-agent-header__time">
        {formatDateTime(iso, lang, { seconds: true })}
      </time>
    </p>
  );
}
