import { useTranslation } from 'react-i18next';

/** What Agent Reports is for, in the reader's language; a site may hide it (`showIntro`). */
export function AgentReportsIntro() {
  const { t } = useTranslation('agent-reports');
  return <p className="wl-agent-reports__intro">{t('intro')}</p>;
}
