import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../core/ui/Modal';
import { SafeHtml } from '../../../core/ui/SafeHtml';
import type { LangCode } from '../../../core/i18n/languages';
import type { InboxMessage } from '../api';
import type { MessageWords } from '../messageWords';
import { formatDateTime } from '../../../core/ui/dates/formatDateTime';

/** One message, opened: marking it read is part of opening it (the badge goes down at once). */
export function MessageDialog({
  message,
  words,
  lang,
  onRead,
  onClose,
}: {
  message: InboxMessage;
  words: MessageWords;
  lang: LangCode;
  onRead: (id: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('messages');
  const { id, read } = message;
  useEffect(() => {
    if (!read) onRead(id);
    // Once per opened message: the list refetch that follows must not send it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);
  return (
    <Modal title={words.title} onClose={onClose}>
      <p className="wl-message-view__date">
        {t('received', { time: formatDateTime(message.createdAt, lang) })}
      </p>
      {words.html !== undefined ? (
        <SafeHtml className="wl-message-view__body" html={words.html} />
      ) : (
        <p className="wl-message-view__body">{words.text}</p>
      )}
    </Modal>
  );
}
