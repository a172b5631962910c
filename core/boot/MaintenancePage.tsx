import { useTranslation } from 'react-i18next';
import type { SiteConfig } from '../site/siteConfig';
import { siteAssetUrl } from '../site/siteConfig';
import { StatusPage } from './StatusPage';

interface CustomerServiceEntry {
  csType: string;
  path: string;
}

/**
 * The live chat of §2: the platform's LIVECHAT entry (its path opened at start-up, whatever its
 * place), else the site's. Worked out here, so only a maintenance visit carries the code.
 */
function liveChatUrl(site: SiteConfig, service: readonly CustomerServiceEntry[] | undefined) {
  const fromPlatform = service?.find((entry) => entry.csType === 'LIVECHAT')?.path;
  const fromSite = site.layout.customerService.find((entry) => entry.type === 'LIVECHAT')?.url;
  return fromPlatform ?? fromSite ?? null;
}

/** Status 1 (§4): an apology, the platform's message and a way to reach customer service. */
export function MaintenancePage({
  site,
  message,
  service,
}: {
  site: SiteConfig;
  message: string;
  /** The platform's customer-service entries, paths opened. */
  service: readonly CustomerServiceEntry[] | undefined;
}) {
  const { t } = useTranslation('core');
  const serviceUrl = liveChatUrl(site, service);
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
