import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../core/i18n/useLanguage';
import { formatAmount } from '../../../core/ui/money/formatAmount';
import { formatDateTime } from '../../../core/ui/dates/formatDateTime';
import { RecordsTable, type RecordsColumn } from '../../../core/ui/records/RecordsTable';
import type { Reward, RewardStatus } from '../api';
import { pageNamespace } from '../../../core/plugin/definePlugin';

interface RewardTableProps {
  status: RewardStatus;
  rows: readonly Reward[];
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  state: 'loading' | 'error' | 'ready';
  onRetry: () => void;
  /** The claim button of a claimable row. */
  action: (reward: Reward) => ReactNode;
  /** Claimable rewards that end before this instant (ms) are marked as expiring soon. */
  soonBefore: number;
}

const KEY = { CLAIMABLE: 'claimable', CLAIMED: 'claimed', EXPIRED: 'expired' } as const;

/** One tab's rewards: what each is, where it comes from, its amount and its dates. */
export function RewardTable(props: RewardTableProps) {
  const { t } = useTranslation(pageNamespace('reward-centre'));
  const lang = useLanguage();
  const date = (iso: string | undefined) => (iso ? formatDateTime(iso, lang) : t('never'));
  const key = KEY[props.status];
  const columns: RecordsColumn<Reward>[] = [
    { key: 'title', header: t('columns.title'), cell: (r) => r.title },
    { key: 'source', header: t('columns.source'), cell: (r) => t(`source.${r.source}`) },
    {
      key: 'amount',
      header: t('columns.amount'),
      align: 'end',
      cell: (r) => formatAmount(r.amount),
    },
    { key: 'granted', header: t('columns.granted'), cell: (r) => date(r.grantedAt) },
  ];
  if (props.status === 'CLAIMABLE')
    columns.push(
      {
        key: 'expires',
        header: t('columns.expires'),
        cell: (r) => (
          <>
            {date(r.expiresAt)}
            {r.expiresAt && Date.parse(r.expiresAt) < props.soonBefore && (
              <>
                {' '}
                <span className="wl-reward-centre__soon">{t('expiring_soon')}</span>
              </>
            )}
          </>
        ),
      },
      { key: 'action', header: t('columns.action'), cell: props.action },
    );
  else if (props.status === 'CLAIMED')
    columns.push({ key: 'claimed', header: t('columns.claimed'), cell: (r) => date(r.claimedAt) });
  else
    columns.push({ key: 'expired', header: t('columns.expired'), cell: (r) => date(r.expiresAt) });
  return (
    <RecordsTable
      caption={t(`caption.${key}`)}
      columns={columns}
      rows={props.rows}
      rowKey={(r) => r.rewardId}
      page={props.page}
      pageCount={props.pageCount}
      onPage={props.onPage}
      state={props.state}
      onRetry={props.onRetry}
      emptyText={t(`empty.${key}`)}
    />
  );
}
