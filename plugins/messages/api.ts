import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiTypes } from '../../generated/api';
import { request } from '../../core/api/request';

export type InboxPage = ApiTypes['inbox']['response'];
export type InboxMessage = InboxPage['list'][number];
export type NotificationFeed = ApiTypes['notifications']['response'];
export type Notice = NotificationFeed['list'][number];

/** Every query of this plugin starts with this key, so one invalidation updates badge and list at once. */
export const MESSAGES_KEY = ['messages'] as const;
const UNREAD_KEY = [...MESSAGES_KEY, 'unread'] as const;
const FEED_KEY = [...MESSAGES_KEY, 'feed'] as const;

/**
 * The unread count, asked again every `pollMs` while the tab is visible: TanStack pauses an
 * interval in a hidden tab (refetchIntervalInBackground is off), so a background tab costs nothing.
 */
export function useUnreadCount(pollMs: number) {
  return useQuery({
    queryKey: UNREAD_KEY,
    queryFn: ({ signal }) => request('unreadCount', {}, { signal }),
    refetchInterval: pollMs,
    // Back in the tab: catch up at once rather than at the next tick.
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
}

/**
 * New notifications since the last answer. The cursor lives in the query's own data, so logout
 * (which clears every query) forgets it, and the first answer of a visit holds only the cursor:
 * nothing from before the visit is toasted again. Each answer reaches `onNotices` exactly once.
 */
export function useNotificationFeed(pollMs: number, onNotices: (list: Notice[]) => void) {
  const client = useQueryClient();
  return useQuery({
    queryKey: FEED_KEY,
    queryFn: async ({ signal }) => {
      const previous = client.getQueryData<NotificationFeed>(FEED_KEY);
      const feed = await request('notifications', previous ? { after: previous.cursor } : {}, {
        signal,
      });
      if (feed.list.length > 0) onNotices(feed.list);
      return feed;
    },
    refetchInterval: pollMs,
    // Back in the tab: catch up at once rather than at the next tick.
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
}

export function useInbox(pageNo: number, pageSize: number) {
  return useQuery({
    queryKey: [...MESSAGES_KEY, 'inbox', pageNo, pageSize],
    queryFn: ({ signal }) => request('inbox', { pageNo, pageSize }, { signal }),
    placeholderData: (previous) => previous,
    staleTime: 0,
  });
}

/**
 * Refetches the inbox pages and the unread count (header badge, centre menu) at once. The feed is
 * left alone: it has its own cursor and nothing new to say because a message was read.
 */
export function refreshInbox(client: QueryClient): Promise<void> {
  return client.invalidateQueries({
    queryKey: MESSAGES_KEY,
    predicate: (query) => query.queryKey[1] !== FEED_KEY[1],
  });
}

/** Read, read all and delete: each refreshes the list and every unread count shown at once. */
function useInboxMutation<T>(run: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSettled: () => refreshInbox(client) });
}

export const useReadMessage = () =>
  useInboxMutation((id: string) => request('readMessage', { id }));
export const useReadAll = () => useInboxMutation(() => request('readAllMessages', {}));
export const useDeleteMessage = () =>
  useInboxMutation((id: string) => request('deleteMessage', { id }));
