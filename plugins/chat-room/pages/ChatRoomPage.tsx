import '../chat-room.css';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { pageNamespace } from '../../../core/plugin/definePlugin';
import { badges, refreshBadge } from '../../../core/runtime/badges';
import { usePluginOptions } from '../../../core/runtime/RuntimeContext';
import { ErrorPanel } from '../../../core/ui/ErrorPanel';
import { Spinner } from '../../../core/ui/Spinner';
import { useChatLauncher } from '../../../core/ui/useChatLauncher';
import { useChatGroups } from '../api';
import { CHAT_ROOM_KEY } from '../keys';

/**
 * /chatRoom: the chat service's groups the member may enter, each opened in a window of its own,
 * and the count of unread chat messages. Groups are the platform's ids; the known ones have a name
 * and a line about them, an unknown one shows under its id rather than not at all.
 */
export default function ChatRoomPage() {
  const { t } = useTranslation(pageNamespace('chat-room'));
  const { unreadRefreshSeconds } = usePluginOptions('chat-room');
  const groups = useChatGroups();
  const chat = useChatLauncher();
  const unread = useSnapshot(badges)[CHAT_ROOM_KEY] ?? 0;
  const headingId = useId();

  // Messages arrive while the member looks at the list: the count follows without a reload.
  useEffect(() => {
    const timer = window.setInterval(
      () => void refreshBadge(CHAT_ROOM_KEY),
      unreadRefreshSeconds * 1000,
    );
    return () => window.clearInterval(timer);
  }, [unreadRefreshSeconds]);

  const enter = async (group: string) => {
    await chat.start(group, { group });
    // Opening a room reads its messages: the badge re-reads what is left.
    void refreshBadge(CHAT_ROOM_KEY);
  };

  const list = (groups.data?.allowed ? groups.data.groups : undefined) ?? [];
  return (
    <div className="wl-page wl-chat-room">
      <h1 id={headingId}>{t('title')}</h1>
      <p>{t('intro')}</p>
      <p className="wl-chat-room__unread" role="status">
        {unread > 0 ? t('unread', { count: unread }) : t('unread_none')}
      </p>
      {groups.isPending && <Spinner />}
      {groups.isError && <ErrorPanel error={groups.error} onRetry={() => void groups.refetch()} />}
      {chat.error !== null && <ErrorPanel error={chat.error} />}
      {groups.isSuccess && list.length === 0 && <p>{t('none')}</p>}
      {list.length > 0 && (
        <ul className="wl-card-grid wl-chat-room__groups" aria-labelledby={headingId}>
          {list.map((group) => {
            const name = t(`groups.${group}.name`, { defaultValue: group });
            return (
              <li key={group} className="wl-card wl-chat-room__group" data-group={group}>
                <h2 className="wl-chat-room__name">{name}</h2>
                <p className="wl-card__meta">{t(`groups.${group}.about`, { defaultValue: '' })}</p>
                <button
                  type="button"
                  className="wl-button"
                  aria-busy={chat.busy === group}
                  disabled={chat.busy !== null}
                  onClick={() => void enter(group)}
                >
                  {/* The room's name follows, unseen: "Enter Lobby room", and the visible word
                      stays part of the name (WCAG 2.5.3, also where words have no spaces). */}
                  {t('enter')} <span className="wl-visually-hidden">{name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
