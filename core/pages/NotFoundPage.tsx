import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';

/** A path no active plugin serves, including a switched-off plugin's page. */
export function NotFoundPage() {
  const { t } = useTranslation('core');
  return (
    <section className="wl-page wl-page--centred" aria-labelledby="wl-not-found-title">
      <h1 id="wl-not-found-title">{t('not_found.title')}</h1>
      <p>{t('not_found.message')}</p>
      <Link href="/" className="wl-button">
        {t('not_found.home')}
      </Link>
    </section>
  );
}
