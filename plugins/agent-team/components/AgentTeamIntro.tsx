import { useTranslation } from 'react-i18next';

/** What Agent Team is for, in the reader's language; a site may hide it (`showIntro`). */
export function AgentTeamIntro() {
  const { t } = useTranslation('agent-team');
  return <p className="wl-agent-team__intro">{t('intro')}</p>;
}
