import '../manual-rebate.css';
import { useTranslation } from 'react-i18next';
import { usePluginOptions } from '../../../core/runtime/RuntimeContext';
import { ManualRebateIntro } from '../components/ManualRebateIntro';

/** Manual Rebate's page (/manualRebate): its heading, then its content. */
export default function ManualRebatePage() {
  const { t } = useTranslation('manual-rebate');
  const { showIntro } = usePluginOptions('manual-rebate');
  return (
    <div className="wl-page wl-manual-rebate">
      <h1 className="wl-section-title">{t('title')}</h1>
      {showIntro && <ManualRebateIntro />}
    </div>
  );
}
