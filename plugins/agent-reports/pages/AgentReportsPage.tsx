import '../agent-reports.css';
import { useTranslation } from 'react-i18next';
import { usePluginOptions } from '../../../core/runtime/RuntimeContext';
import { AgentReportsIntro } from '../components/AgentReportsIntro';

/** Agent Reports's page (/agentReports): its heading, then its content. */
export default function AgentReportsPage() {
  const { t } = useTranslation('agent-reports');
  const { showIntro } = usePluginOptions('agent-reports');
  return (
    <div className="wl-page wl-agent-reports">
      <h1 className="wl-section-title">{t('title')}</h1>
      {showIntro && <AgentReportsIntro />}
    </div>
  );
}
