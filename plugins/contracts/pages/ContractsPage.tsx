import '../contracts.css';
import { useTranslation } from 'react-i18next';
import { usePluginOptions } from '../../../core/runtime/RuntimeContext';
import { ContractsIntro } from '../components/ContractsIntro';

/** Contracts's page (/contracts): its heading, then its content. */
export default function ContractsPage() {
  const { t } = useTranslation('contracts');
  const { showIntro } = usePluginOptions('contracts');
  return (
    <div className="wl-page wl-contracts">
      <h1 className="wl-section-title">{t('title')}</h1>
      {showIntro && <ContractsIntro />}
    </div>
  );
}
