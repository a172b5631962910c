import { useQuery } from '@tanstack/react-query';
import { request } from '../../core/api/request';

/** The groups the signed-in member may enter; the platform decides (membership, VIP level…). */
export function useChatGroups() {
  return useQuery({
    queryKey: ['chat-room', 'groups'],
    queryFn: ({ signal }) => request('chatGroupPermission', {}, { signal }),
    // A deposit can open a group: read again whenever the page is opened.
    staleTime: 0,
  });
}

/** The badge's count: chat messages the member has not read yet. */
export async function unreadChatCount({ signal }: { signal: AbortSignal }): Promise<number> {
  return (await request('chatUnreadCount', {}, { signal })).count;
}
