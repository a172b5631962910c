import { useTranslation } from 'react-i18next';
import { QrCode } from '../../../core/ui/qr/QrCode';
import type { DownloadApp } from '../apps/storeApps';

/** §2: the download codes are 120 px square, in the side menu and on the page alike. */
const DOWNLOAD_QR_SIZE = 120;

/** An app's download code, named for screen readers after the app. */
export function AppQrCode({ app, name }: { app: DownloadApp; name: string }) {
  const { t } = useTranslation('download');
  return <QrCode value={app.url} size={DOWNLOAD_QR_SIZE} label={t('qr', { app: name })} />;
}
