import { useTranslation } from 'react-i18next';
import type { SiteConfig } from '../site/siteConfig';
import { siteAssetUrl } from '../site/siteConfig';
import { StatusPage } from './StatusPage';

/** Status 1 (§4): an apology, the platform's message and a way to reach customer service. */
export function MaintenancePage({
  site,
  message,
  serviceUrl,
}: {
  site: SiteConfig;
  message: string;
  serviceUrl: string | null;
}) {
  const { t } = useTranslation('core');
  return (
    <StatusPage
      brand={site.brand.name}
      logo={siteAssetUrl(site, site.brand.logo)}
      title={t('maintenance.title')}
    >
      <p>{t('maintenance.apology')}</p>
      {message && <p className="wl-status-page__message">{message}</p>}
      {serviceUrl && (
        <a className="wl-button" href={serviceUrl} target="_blank" rel="noopener noreferrer">
          {t('maintenance.customer_service')}
        </a>
      )}
    </StatusPage>
  );
}
