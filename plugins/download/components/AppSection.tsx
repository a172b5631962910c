import { useTranslation } from 'react-i18next';
import { pageNamespace } from '../../../core/plugin/definePlugin';
import type { DownloadApp } from '../apps/storeApps';
import { InstallTutorial } from '../tutorial/InstallTutorial';
import { AppQrCode } from './AppQrCode';

/**
 * One app of the download page: its name, what it runs on, its QR code, the same address as a
 * link for those who cannot scan (or read the page on the phone itself), and how to install it.
 */
export function AppSection({ app }: { app: DownloadApp }) {
  const { t } = useTranslation([pageNamespace('download'), 'download']);
  // The store apps' names are first-load texts (the side menu's popover says them too).
  const name = app.kind === 'lite' ? t('lite') : t(app.kind, { ns: 'download' });
  const headingId = `wl-download-app-${app.kind}`;
  return (
    <section className="wl-download__app" aria-labelledby={headingId}>
      <h2 id={headingId} className="wl-download__app-title">
        {name}
      </h2>
      <p className="wl-download__about">{t(`about.${app.kind}`)}</p>
      <div className="wl-download__get">
        <AppQrCode app={app} name={name} />
        <p className="wl-download__link-text">
          {t('open_link')}{' '}
          <a className="wl-download__link" href={app.url}>
            {app.url}
          </a>
        </p>
      </div>
      <InstallTutorial kind={app.kind} />
    </section>
  );
}
