import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../core/i18n/useLanguage';
import { usePluginOptions } from '../../../core/runtime/RuntimeContext';
import { formatAmount } from '../../../core/ui/money/formatAmount';
import { formatDateTime } from '../../../core/ui/dates/formatDateTime';
import { RecordsTable, type RecordsColumn } from '../../../core/ui/records/RecordsTable';
import { useReferralFriends, type FriendStatus, type ReferralFriend } from '../api';
import { pageNamespace } from '../../../core/plugin/definePlugin';

/** i18n key of each status the platform reports (registered, first deposit made, qualified). */
export const STATUS_KEYS: Record<FriendStatus, string> = {
  REGISTERED: 'status.registered',
  DEPOSITED: 'status.deposited',
  QUALIFIED: 'status.qualified',
};

/** Loading keeps the previous page, dimmed, until the next arrives; an error only with nothing to show. */
function tableState(query: ReturnType<typeof useReferralFriends>): 'loading' | 'error' | 'ready' {
  if (query.isError && !query.isPlaceholderData) return 'error';
  if (query.isPending || query.isPlaceholderData) return 'loading';
  return 'ready';
}

/** The friends who registered with the member's code: when, how far they got, what they earned. */
export function FriendsTable() {
  const { t } = useTranslation(pageNamespace('referral'));
  const lang = useLanguage();
  const { friendsPageSize } = usePluginOptions('referral');
  const [pageNo, setPageNo] = useState(1);
  const friends = useReferralFriends(pageNo, friendsPageSize);
  const columns: RecordsColumn<ReferralFriend>[] = [
    { key: 'friend', header: t('friends.friend'), cell: (f) => f.friend },
    {
      key: 'registeredAt',
      header: t('friends.registered_at'),
      cell: (f) => formatDateTime(f.registeredAt, lang),
    },
    { key: 'status', header: t('friends.status'), cell: (f) => t(STATUS_KEYS[f.status]) },
    {
      key: 'reward',
      header: t('friends.reward'),
      align: 'end',
      cell: (f) => formatAmount(f.reward),
    },
  ];
  const data = friends.data;
  return (
    <RecordsTable
      caption={t('friends.caption')}
      columns={columns}
      rows={data?.list ?? []}
      page={pageNo}
      pageCount={data?.totalPages ?? 1}
      onPage={setPageNo}
      state={tableState(friends)}
      onRetry={() => void friends.refetch()}
      emptyText={t('friends.empty')}
    />
  );
}
