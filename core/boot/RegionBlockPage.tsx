import { useTranslation } from 'react-i18next';
import type { SiteConfig } from '../site/siteConfig';
import { siteAssetUrl } from '../site/siteConfig';
import { StatusPage } from './StatusPage';

/** Status 2 (§4): the visitor's IP and why the site is not available there. */
export function RegionBlockPage({ site, ip }: { site: SiteConfig; ip: string }) {
  const { t } = useTranslation('core');
  return (
    <StatusPage
      brand={site.brand.name}
      logo={siteAssetUrl(site, site.brand.logo)}
      title={t('region_block.title')}
    >
      <p>{t('region_block.explanation')}</p>
      <p className="wl-status-page__message">
        {t('region_block.your_ip')} <strong data-testid="visitor-ip">{ip}</strong>
      </p>
    </StatusPage>
  );
}
