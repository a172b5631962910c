import '../download.css';
import { useTranslation } from 'react-i18next';
import { pageNamespace } from '../../../core/plugin/definePlugin';
import { usePluginOptions, useRuntime } from '../../../core/runtime/RuntimeContext';
import { hasListedLiteApp, offeredApps } from '../apps/offeredApps';
import { useDomainRoutes } from '../apps/useDomainRoutes';
import { AppSection } from '../components/AppSection';

/**
 * /download (§1, §2): the iOS, Android and lite apps, each with its QR code, its link and an
 * installation tutorial. An app the platform lists no resource for is left out; with none at
 * all the page says so.
 */
export default function DownloadPage() {
  const { t } = useTranslation(pageNamespace('download'));
  const { permission } = useRuntime();
  const { liteApp } = usePluginOptions('download');
  // The routed domains matter only to a lite app the platform lists no resource for.
  const domainRoute = useDomainRoutes(
    permission,
    liteApp && !hasListedLiteApp(permission, window.location.origin),
  );
  const apps = offeredApps(
    { ...permission, domainRoute: [...domainRoute] },
    window.location.origin,
    {
      liteApp,
    },
  );
  return (
    <div className="wl-page wl-download">
      <h1>{t('title')}</h1>
      {apps.length === 0 ? (
        <p className="wl-download__none">{t('none')}</p>
      ) : (
        <>
          <p className="wl-download__intro">{t('intro')}</p>
          <div className="wl-download__apps">
            {apps.map((app) => (
              <AppSection key={app.kind} app={app} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
