import '../messages.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../core/i18n/useLanguage';
import { usePluginOptions } from '../../../core/runtime/RuntimeContext';
import { ErrorPanel } from '../../../core/ui/ErrorPanel';
import { Paginator } from '../../../core/ui/Paginator';
import { Spinner } from '../../../core/ui/Spinner';
import { showToast } from '../../../core/ui/toast/toasts';
import {
  useDeleteMessage,
  useInbox,
  useReadAll,
  useReadMessage,
  useUnreadCount,
  type InboxMessage,
} from '../api';
import { DeleteMessageDialog } from '../components/DeleteMessageDialog';
import { MessageDialog } from '../components/MessageDialog';
import { MessageRow } from '../components/MessageRow';
import { messageWords } from '../messageWords';

/**
 * Platform messages (§2 messageV2): the inbox newest first with unread ones marked, a message
 * opened in a dialog (and so read), mark all read, delete after a confirmation, and paging.
 */
export default function MessagesPage() {
  const { t } = useTranslation('messages');
  const lang = useLanguage();
  const { pageSize, pollSeconds } = usePluginOptions('messages');
  const [pageNo, setPageNo] = useState(1);
  const [opened, setOpened] = useState<InboxMessage | null>(null);
  const [deleting, setDeleting] = useState<InboxMessage | null>(null);
  const inbox = useInbox(pageNo, pageSize);
  // The same query the header polls: one request serves both.
  const unread = useUnreadCount(pollSeconds * 1000).data?.count ?? 0;
  const read = useReadMessage();
  const readAll = useReadAll();
  const remove = useDeleteMessage();
  const page = inbox.data;
  // A delete can empty the last page: show the one before it.
  if (page && page.list.length === 0 && pageNo > 1 && pageNo > page.totalPages)
    setPageNo(page.totalPages);

  return (
    <section className="wl-messages" aria-labelledby="wl-messages-title">
      <div className="wl-messages__head">
        <h2 id="wl-messages-title" className="wl-section-title">
          {t('title')}
        </h2>
        <button
          type="button"
          className="wl-button wl-button--ghost"
          disabled={unread === 0 || readAll.isPending}
          onClick={() =>
            readAll.mutate(undefined, { onSuccess: () => showToast({ title: t('all_read') }) })
          }
        >
          {t('mark_all_read')}
        </button>
      </div>
      {readAll.isError && <ErrorPanel error={readAll.error} />}
      {inbox.isPending && <Spinner />}
      {inbox.isError && <ErrorPanel error={inbox.error} onRetry={() => void inbox.refetch()} />}
      {page && page.list.length === 0 && <p className="wl-messages__empty">{t('empty')}</p>}
      {page && page.list.length > 0 && (
        <ul className="wl-messages__list" aria-label={t('list_label')}>
          {page.list.map((message) => (
            <MessageRow
              key={message.id}
              message={message}
              title={messageWords(t, lang, message).title}
              lang={lang}
              onOpen={() => setOpened(message)}
              onDelete={() => {
                remove.reset();
                setDeleting(message);
              }}
            />
          ))}
        </ul>
      )}
      {page && <Paginator page={pageNo} pageCount={page.totalPages} onChange={setPageNo} />}
      {opened && (
        <MessageDialog
          message={opened}
          words={messageWords(t, lang, opened)}
          lang={lang}
          onRead={(id) => read.mutate(id)}
          onClose={() => setOpened(null)}
        />
      )}
      {deleting && (
        <DeleteMessageDialog
          title={messageWords(t, lang, deleting).title}
          pending={remove.isPending}
          error={remove.error}
          onClose={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => {
                setDeleting(null);
                showToast({ title: t('deleted') });
              },
            })
          }
        />
      )}
    </section>
  );
}
