import '../agent-team.css';
import { useTranslation } from 'react-i18next';
import { usePluginOptions } from '../../../core/runtime/RuntimeContext';
import { AgentTeamIntro } from '../components/AgentTeamIntro';

/** Agent Team's page (/agentTeam): its heading, then its content. */
export default function AgentTeamPage() {
  const { t } = useTranslation('agent-team');
  const { showIntro } = usePluginOptions('agent-team');
  return (
    <div className="wl-page wl-agent-team">
      <h1 className="wl-section-title">{t('title')}</h1>
      {showIntro && <AgentTeamIntro />}
    </div>
  );
}
