import { useTranslation } from 'react-i18next';

/** What Missions is for, in the reader's language; a site may hide it (`showIntro`). */
export function MissionsIntro() {
  const { t } = useTranslation('missions');
  return <p className="wl-missions__intro">{t('intro')}</p>;
}
