import { useTranslation } from 'react-i18next';
import type { InboxMessage } from '../api';
import { formatDateTime } from '../../../core/ui/dates/formatDateTime';
import type { LangCode } from '../../../core/i18n/languages';

/** One line of the inbox: the title opens the message; unread ones are marked in words too. */
export function MessageRow({
  message,
  title,
  lang,
  onOpen,
  onDelete,
}: {
  message: InboxMessage;
  title: string;
  lang: LangCode;
  onOpen: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('messages');
  return (
    <li className={message.read ? 'wl-message' : 'wl-message wl-message--unread'}>
      {/* The spaces keep the button's name readable ("Unread: Title 11/23/2026, 09:00"); a grid
          ignores white space between its items, so the layout does not change. */}
      <button type="button" className="wl-message__open" onClick={onOpen}>
        {!message.read && (
          <span className="wl-message__dot">
            <span className="wl-visually-hidden">{t('unread_mark')}</span>
          </span>
        )}{' '}
        <span className="wl-message__title">{title}</span>{' '}
        <time className="wl-message__date" dateTime={message.createdAt}>
          {formatDateTime(message.createdAt, lang)}
        </time>
      </button>
      <button
        type="button"
        className="wl-button wl-button--ghost wl-message__delete"
        aria-label={t('delete_named', { title })}
        onClick={onDelete}
      >
        {t('delete')}
      </button>
    </li>
  );
}
