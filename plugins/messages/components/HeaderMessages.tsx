import '../messages-header.css';
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useLanguage } from '../../../core/i18n/useLanguage';
import { setBadge } from '../../../core/runtime/badges';
import { useRefreshWallet } from '../../../core/runtime/useRefreshWallet';
import { usePluginOptions } from '../../../core/runtime/RuntimeContext';
import { showToast, type ToastTone } from '../../../core/ui/toast/toasts';
import { refreshInbox, useNotificationFeed, useUnreadCount, type Notice } from '../api';
import { noticeText } from '../noticeText';

/** More than this shows as "99+"; the link's name still says the exact count. */
const MAX_SHOWN = 99;

const TONES: Record<Notice['kind'], ToastTone> = {
  newMail: 'info',
  depositArrived: 'success',
  withdrawalApproved: 'success',
  withdrawalRejected: 'error',
  depositFailed: 'error',
};

/**
 * The header's envelope (§2 Header "unread-message badge"): a link to the messageV2 page with the
 * unread count, which it also gives the centre menu (`setBadge`). While the tab is visible it asks
 * for the count and for new notifications every `pollSeconds`, and shows each notification as a
 * §8 toast; after a money one the balance is read again.
 */
export default function HeaderMessages() {
  const { t } = useTranslation('messages');
  const lang = useLanguage();
  const client = useQueryClient();
  const pollMs = usePluginOptions('messages').pollSeconds * 1000;
  const refreshWallet = useRefreshWallet();
  const count = useUnreadCount(pollMs).data?.count ?? 0;

  useEffect(() => setBadge('messageV2', count), [count]);

  useNotificationFeed(pollMs, (list) => {
    for (const notice of list)
      showToast({ ...noticeText(t, lang, notice), tone: TONES[notice.kind] });
    void refreshInbox(client);
    if (list.some((notice) => notice.kind !== 'newMail')) refreshWallet();
  });

  return (
    <Link
      href="/member/messageV2"
      className="wl-messages-link"
      aria-label={count > 0 ? t('header_link_unread', { count }) : t('header_link')}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm1 2.2V17h16V7.2l-8 5.3-8-5.3ZM5.5 7l6.5 4.3L18.5 7h-13Z"
        />
      </svg>
      {count > 0 && (
        <span className="wl-messages-link__count" aria-hidden="true">
          {count > MAX_SHOWN ? `${MAX_SHOWN}+` : count}
        </span>
      )}
    </Link>
  );
}
