import { useTranslation } from 'react-i18next';
import type { ModalProps } from '../../../core/plugin/definePlugin';
import { Modal } from '../../../core/ui/Modal';
import { ErrorPanel } from '../../../core/ui/ErrorPanel';
import { Spinner } from '../../../core/ui/Spinner';
import { useAnnouncements } from '../api';
import { popupKey, popupsFor } from '../popups/popupAudience';
import { markPopupClosed } from '../popups/popupClosed';
import { usePopupViewer } from '../popups/usePopupViewer';
import { AnnouncementBrowser } from './AnnouncementBrowser';

/**
 * publicModal (§2): this viewer's popups in the announcement layout. Closing it, by any means,
 * remembers the close for the session under the viewer's key (§4 Popups).
 */
export default function PublicModal({ close }: ModalProps) {
  const { t } = useTranslation('announcements');
  const viewer = usePopupViewer();
  const query = useAnnouncements();
  const closeForSession = () => {
    markPopupClosed(popupKey(viewer));
    close();
  };
  return (
    <Modal title={t('popup.title')} onClose={closeForSession} size="large">
      {query.data ? (
        <AnnouncementBrowser
          items={popupsFor(query.data.popups, viewer)}
          onLeave={closeForSession}
        />
      ) : query.isError ? (
        <ErrorPanel error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Spinner />
      )}
    </Modal>
  );
}
