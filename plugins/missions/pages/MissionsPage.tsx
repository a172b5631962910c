import '../missions.css';
import { useTranslation } from 'react-i18next';
import { usePluginOptions } from '../../../core/runtime/RuntimeContext';
import { MissionsIntro } from '../components/MissionsIntro';

/** Missions's page (/missions): its heading, then its content. */
export default function MissionsPage() {
  const { t } = useTranslation('missions');
  const { showIntro } = usePluginOptions('missions');
  return (
    <div className="wl-page wl-missions">
      <h1 className="wl-section-title">{t('title')}</h1>
      {showIntro && <MissionsIntro />}
    </div>
  );
}
