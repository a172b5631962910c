import { useTranslation } from 'react-i18next';

/** What Promotions is for, in the reader's language; a site may hide it (`showIntro`). */
export function PromotionsIntro() {
  const { t } = useTranslation('promotions');
  return <p className="wl-promotions__intro">{t('intro')}</p>;
}
