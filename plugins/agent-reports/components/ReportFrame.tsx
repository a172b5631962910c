import '../agent-reports.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessageKey } from '../../../core/api/ApiError';
import { pageNamespace } from '../../../core/plugin/definePlugin';
import { usePluginOptions } from '../../../core/runtime/RuntimeContext';
import { FormError } from '../../../core/ui/form/FormError';
import { DateRangeField } from '../../../core/ui/records/DateRangeField';
import { RecordsTable, type RecordsColumn } from '../../../core/ui/records/RecordsTable';
import {
  readAllRows,
  useReportPage,
  type ReportAnswer,
  type ReportName,
  type ReportQuery,
  type ReportRow,
} from '../api';
import { csvWriter, downloadFile, type CsvCell } from '../report/csv';
import { useReportFilters } from '../report/useReportFilters';
import { AccountFilter } from './AccountFilter';
import { ExportCsvButton } from './ExportCsvButton';
import { KindSelect } from './KindSelect';
import { PageTotals } from './PageTotals';

export type ReportTotals<N extends ReportName> = ReportAnswer<N>['totals'];

/** A column of a report: its cell on screen, its value in the CSV, and its sum where it has one. */
export interface ReportColumn<N extends ReportName> extends RecordsColumn<ReportRow<N>> {
  csv: (row: ReportRow<N>) => CsvCell;
  /** The column's figure in the totals (the whole filter's, or the page's). */
  sum?: (totals: ReportTotals<N>) => ReactNode;
}

/** The second filter of a report: game type, or the type of movement, by its query parameter. */
export interface KindFilter {
  param: 'gameType' | 'transactionType';
  label: string;
  allLabel: string;
  options: readonly { value: string; label: string }[];
}

interface ReportFrameProps<N extends ReportName> {
  name: N;
  title: string;
  /** Names the table for its range, e.g. "User loss from 2026-10-01 to 2026-10-30". */
  caption: (from: string, to: string) => string;
  columns: readonly ReportColumn<N>[];
  /** With the downline filter (reports of the team; not my income). */
  byAccount?: boolean;
  kind?: KindFilter;
  /** The CSV's name before its range, e.g. "user-loss". */
  fileName: string;
  emptyText: string;
  rowKey?: (row: ReportRow<N>, index: number) => string | number;
}

/**
 * The frame every agent report shares (issue 14 point 5): date range with the §9 presets, the
 * downline and type filters, the platform's page with its totals (the whole filter's in the
 * table's foot, the page's below), and the CSV export of the whole filter.
 */
export function ReportFrame<N extends ReportName>({
  name,
  title,
  caption,
  columns,
  byAccount = false,
  kind,
  fileName,
  emptyText,
  rowKey,
}: ReportFrameProps<N>) {
  const { t } = useTranslation(pageNamespace('agent-reports'));
  const { pageSize, csvMaxRows } = usePluginOptions('agent-reports');
  const controls = useReportFilters();
  const { range, account, page } = controls.filters;
  // the query the table and the export share, without paging
  const filter = {
    from: range.from,
    to: range.to,
    utcOffset: controls.utcOffset,
    ...(byAccount && account ? { account } : {}),
    ...(kind && controls.filters.kind ? { [kind.param]: controls.filters.kind } : {}),
  } as ReportQuery<N>;
  const report = useReportPage(name, { ...filter, pageNo: page, pageSize });
  const data = report.data;
  const headingId = `wl-agent-reports-${name}`;

  const exportCsv = async () => {
    const csv = await csvWriter(columns.map((c) => c.header));
    const read = await readAllRows(name, filter, csvMaxRows, (rows) =>
      csv.add(rows.map((row) => columns.map((c) => c.csv(row)))),
    );
    downloadFile(`${fileName}_${range.from}_${range.to}.csv`, csv.file);
    return { count: read.count, total: read.total };
  };

  const failure = report.isError && !report.isPlaceholderData ? report.error : null;
  const outsideTeam =
    failure instanceof ApiError && failure.code === 'OPERATION_NOT_ALLOWED' && account !== '';
  const sums = (totals: ReportTotals<N>) =>
    Object.fromEntries(columns.flatMap((c) => (c.sum ? [[c.key, c.sum(totals)]] : [])));

  return (
    <section className="wl-agent-reports" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <DateRangeField value={range} onChange={controls.setRange} now={controls.now} />
      {(byAccount || kind) && (
        <div className="wl-agent-reports__filters">
          {byAccount && <AccountFilter value={account} onChange={controls.setAccount} />}
          {kind && (
            <KindSelect
              label={kind.label}
              allLabel={kind.allLabel}
              options={kind.options}
              value={controls.filters.kind}
              onChange={controls.setKind}
            />
          )}
        </div>
      )}
      {outsideTeam ? (
        <p className="wl-form-error" role="alert">
          {t('filters.not_in_team', { account })}
        </p>
      ) : (
        <FormError messageKey={failure ? errorMessageKey(failure) : null} />
      )}
      <ExportCsvButton onExport={exportCsv} />
      <RecordsTable
        caption={caption(range.from, range.to)}
        columns={columns}
        rows={data?.list ?? []}
        {...(rowKey ? { rowKey } : {})}
        totals={
          data && {
            ...sums(data.totals as ReportTotals<N>),
            [columns[0]!.key]: t('table.total', {
              count: data.total,
              total: data.total.toLocaleString('en-US'),
            }),
          }
        }
        page={page}
        pageCount={data?.totalPages ?? 1}
        onPage={controls.setPage}
        state={
          failure ? 'error' : report.isPending || report.isPlaceholderData ? 'loading' : 'ready'
        }
        onRetry={() => void report.refetch()}
        emptyText={emptyText}
      />
      {data && data.list.length > 0 && (
        <PageTotals
          items={columns.flatMap((c) =>
            c.sum
              ? [{ key: c.key, label: c.header, value: c.sum(data.pageTotals as ReportTotals<N>) }]
              : [],
          )}
        />
      )}
    </section>
  );
}
