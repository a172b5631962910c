import { useTranslation } from 'react-i18next';

/** What Vip is for, in the reader's language; a site may hide it (`showIntro`). */
export function VipIntro() {
  const { t } = useTranslation('vip');
  return <p className="wl-vip__intro">{t('intro')}</p>;
}
