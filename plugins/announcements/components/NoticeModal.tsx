import { useTranslation } from 'react-i18next';
import type { ModalProps } from '../../../core/plugin/definePlugin';
import { Modal } from '../../../core/ui/Modal';
import { ErrorPanel } from '../../../core/ui/ErrorPanel';
import { Spinner } from '../../../core/ui/Spinner';
import { useAnnouncements } from '../api';
import { AnnouncementBrowser } from './AnnouncementBrowser';

/** noticeModal (§2): every player notice in the announcement layout, opened at the one clicked. */
export default function NoticeModal({ close, data }: ModalProps<{ id?: string } | undefined>) {
  const { t } = useTranslation('announcements');
  const query = useAnnouncements();
  return (
    <Modal title={t('notice.title')} onClose={close} size="large">
      {query.data ? (
        <AnnouncementBrowser items={query.data.notices} initialId={data?.id} onLeave={close} />
      ) : query.isError ? (
        <ErrorPanel error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Spinner />
      )}
    </Modal>
  );
}
