import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useLanguage } from '../../../core/i18n/useLanguage';
import { session } from '../../../core/session/session';
import { formatAmount } from '../../../core/ui/money/formatAmount';
import { formatDateTime } from '../../../core/ui/dates/formatDateTime';
import { RecordsTable, type RecordsColumn } from '../../../core/ui/records/RecordsTable';
import { useClaimHall, type ClaimEntry } from '../api';
import { ActionButton } from './ActionButton';
import { StatusBadge } from './StatusBadge';
import { HallLoginPrompt } from './HallLoginPrompt';
import { pageNamespace } from '../../../core/plugin/definePlugin';

/**
 * The promotion claim hall (§2): the member's entries (applied, joined, claimable, claimed) with
 * status, amount and time, and a claim (or draw) button where the entry can be claimed.
 */
export function ClaimHall() {
  const { t } = useTranslation(pageNamespace('promotions'));
  const { isLogin, isTrial } = useSnapshot(session);
  const lang = useLanguage();
  const [pageNo, setPageNo] = useState(1);
  const hall = useClaimHall(pageNo, isLogin && !isTrial);

  if (!isLogin) return <HallLoginPrompt />;

  const columns: RecordsColumn<ClaimEntry>[] = [
    { key: 'title', header: t('hall.promotion'), cell: (e) => e.title },
    {
      key: 'status',
      header: t('hall.status'),
      cell: (e) => <StatusBadge status={e.status} kind={e.kind} />,
    },
    { key: 'amount', header: t('hall.amount'), cell: (e) => formatAmount(e.amount), align: 'end' },
    { key: 'time', header: t('hall.time'), cell: (e) => formatDateTime(e.updatedAt, lang) },
    {
      key: 'action',
      header: t('hall.action'),
      cell: (e) => <ActionButton target={e} onApply={() => undefined} />,
    },
  ];
  return (
    <RecordsTable
      caption={t('hall.caption')}
      columns={columns}
      rows={hall.data?.list ?? []}
      page={pageNo}
      pageCount={hall.data?.totalPages ?? 1}
      onPage={setPageNo}
      state={
        hall.isError ? 'error' : hall.isPending || hall.isPlaceholderData ? 'loading' : 'ready'
      }
      onRetry={() => void hall.refetch()}
      emptyText={t('hall.empty')}
      rowKey={(e) => e.claimId}
    />
  );
}

/** Loaded lazily by the page (a chunk of its own). */
export default ClaimHall;
