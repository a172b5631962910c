import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../core/i18n/useLanguage';
import { pageNamespace } from '../../../core/plugin/definePlugin';
import { formatDateTime } from '../../../core/ui/dates/formatDateTime';
import { formatAmount } from '../../../core/ui/money/formatAmount';
import { RecordsTable, type RecordsColumn } from '../../../core/ui/records/RecordsTable';
import type { Downline, DownlinePage } from '../api';

export interface TeamTableProps {
  caption: string;
  emptyText: string;
  page: DownlinePage | undefined;
  pageNo: number;
  onPage: (pageNo: number) => void;
  state: 'loading' | 'error' | 'ready';
  onRetry: () => void;
  onViewTeam: (row: Downline) => void;
  onTransfer: (row: Downline) => void;
}

/** One server page of the team: 20 or 50 rows whatever the team's size, so the DOM stays small. */
export function TeamTable({ page, onViewTeam, onTransfer, pageNo, ...table }: TeamTableProps) {
  const { t } = useTranslation(pageNamespace('agent-team'));
  const lang = useLanguage();
  const columns: RecordsColumn<Downline>[] = [
    { key: 'account', header: t('team.account'), cell: (r) => r.account },
    { key: 'nickname', header: t('team.nickname'), cell: (r) => r.nickname },
    { key: 'type', header: t('team.type'), cell: (r) => t(`kind.${r.type}`) },
    { key: 'level', header: t('team.level'), align: 'end', cell: (r) => r.level },
    { key: 'status', header: t('team.status'), cell: (r) => t(`team.status_${r.status}`) },
    {
      key: 'balance',
      header: t('team.balance'),
      align: 'end',
      cell: (r) => formatAmount(r.balance),
    },
    { key: 'teamSize', header: t('team.team_size'), align: 'end', cell: (r) => r.teamSize },
    {
      key: 'registered',
      header: t('team.registered'),
      cell: (r) => formatDateTime(r.registeredAt, lang),
    },
    {
      key: 'actions',
      header: t('team.actions'),
      cell: (r) => (
        <span className="wl-agent-team__row-actions">
          {r.type === 'agent' && (
            <button
              type="button"
              className="wl-button wl-button--ghost"
              onClick={() => onViewTeam(r)}
            >
              {t('team.view_team')} <span className="wl-visually-hidden">{r.account}</span>
            </button>
          )}
          <button
            type="button"
            className="wl-button wl-button--ghost"
            onClick={() => onTransfer(r)}
          >
            {t('team.transfer')} <span className="wl-visually-hidden">{r.account}</span>
          </button>
        </span>
      ),
    },
  ];
  return (
    <RecordsTable
      {...table}
      columns={columns}
      rows={page?.list ?? []}
      page={pageNo}
      pageCount={page?.totalPages ?? 1}
      rowKey={(r) => r.account}
    />
  );
}
