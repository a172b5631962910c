import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../core/ui/ErrorPanel';
import { Spinner } from '../../../core/ui/Spinner';
import { useAnnouncements } from '../api';
import { AnnouncementBrowser } from '../components/AnnouncementBrowser';

/**
 * agentAnnouncement (§2 agent centre): the operator's notices in the announcement layout of the
 * notice modal (titles with a paginator, the open one's content), as a page of its own.
 */
export default function AgentAnnouncementsPage() {
  const { t } = useTranslation('announcements');
  const query = useAnnouncements();
  return (
    <section aria-labelledby="wl-agent-announcements-title">
      <h2 id="wl-agent-announcements-title" className="wl-section-title">
        {t('popup.title')}
      </h2>
      {query.data ? (
        <AnnouncementBrowser items={query.data.notices} onLeave={() => undefined} />
      ) : query.isError ? (
        <ErrorPanel error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Spinner />
      )}
    </section>
  );
}
