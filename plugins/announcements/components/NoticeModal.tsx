import { useTranslation } from 'react-i18next';
import type { ModalProps } from '../../../core/plugin/definePlugin';
import { Modal } from '../../../core/ui/Modal';
import { ErrorPanel } from '../../../core/ui/ErrorPanel';
import { Spinner } from '../../../core/ui/Spinner';
import { useAnnouncements } from '../api';
import { AnnouncementBrowser } from './AnnouncementBrowser';

/** The notice the marquee asked to open, if the data names one. */
function noticeId(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('id' in data)) return undefined;
  return typeof data.id === 'string' ? data.id : undefined;
}

/** noticeModal (§2): every player notice in the announcement layout, opened at the one clicked. */
export default function NoticeModal({ close, data }: ModalProps) {
  const { t } = useTranslation('announcements');
  const query = useAnnouncements();
  return (
    <Modal title={t('notice.title')} onClose={close} size="large">
      {query.data ? (
        <AnnouncementBrowser
          items={query.data.notices}
          initialId={noticeId(data)}
          onLeave={close}
        />
      ) : query.isError ? (
        <ErrorPanel error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Spinner />
      )}
    </Modal>
  );
}
