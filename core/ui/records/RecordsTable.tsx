import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../i18n/i18n';
import { Paginator } from '../Paginator';
import './records.css';

export interface RecordsColumn<Row> {
  key: string;
  /** Already translated. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Amounts and counts line up at the end. */
  align?: 'start' | 'end';
}

export interface RecordsTableProps<Row> {
  /** The table's name, shown above it and read out (e.g. "Bet record"). */
  caption: string;
  columns: readonly RecordsColumn<Row>[];
  /** One page of rows, as the platform sent it (server paging). */
  rows: readonly Row[];
  /** The totals row, by column key, over the whole filtered range, not this page. */
  totals?: Partial<Record<string, ReactNode>>;
  /** 1-based. */
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  state: 'loading' | 'error' | 'ready';
  onRetry: () => void;
  /** Already translated, e.g. "No bets in this period". */
  emptyText: string;
  /** Identifies a row across pages and reloads (e.g. its reference); the index otherwise. */
  rowKey?: (row: Row, index: number) => string | number;
}

/** Placeholder rows while the first page loads: a usual page's height, so little moves. */
const SKELETON_ROWS = 20;

const alignClass = (align: 'start' | 'end' | undefined) =>
  align === 'end' ? 'wl-records__cell--end' : undefined;

/**
 * The table of every records page (issue 12 §7): a real <table> with caption and column headers,
 * the totals in its foot, server paging below, and the loading, empty and failed states in the
 * table's body so its frame never moves. Rows are plain elements with no hooks of their own, so
 * 20 to 50 of them render in one cheap pass.
 */
export function RecordsTable<Row>({
  caption,
  columns,
  rows,
  totals,
  page,
  pageCount,
  onPage,
  state,
  onRetry,
  emptyText,
  rowKey = (_row, index) => index,
}: RecordsTableProps<Row>) {
  const { t } = useTranslation(MEMBER_NS);
  const loading = state === 'loading';
  // A new page or filter keeps the old rows, marked stale, until the answer: no blank flash.
  const showRows = state !== 'error' && rows.length > 0;
  const [firstColumn] = columns;
  return (
    <div className="wl-records">
      {/* Focusable and named, so a keyboard can scroll a table wider than its frame (WCAG 2.1.1). */}
      <div className="wl-records__scroll" tabIndex={0} role="region" aria-label={caption}>
        <table className="wl-records__table" aria-busy={loading}>
          <caption className="wl-records__caption">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" className={alignClass(column.align)}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={loading && showRows ? 'wl-stale' : undefined}>
            {showRows ? (
              rows.map((row, index) => (
                <tr key={rowKey(row, index)}>
                  {columns.map((column) => (
                    <td key={column.key} className={alignClass(column.align)}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))
            ) : loading ? (
              Array.from({ length: SKELETON_ROWS }, (_, index) => (
                <tr key={index} className="wl-records__skeleton" aria-hidden="true">
                  <td colSpan={columns.length}>
                    <span />
                  </td>
                </tr>
              ))
            ) : (
              <tr>
                <td colSpan={columns.length} className="wl-records__message">
                  {state === 'error' ? (
                    <div role="alert">
                      <p>{t('records.failed')}</p>
                      <button type="button" className="wl-button" onClick={onRetry}>
                        {t('actions.retry')}
                      </button>
                    </div>
                  ) : (
                    <p>{emptyText}</p>
                  )}
                </td>
              </tr>
            )}
          </tbody>
          {totals && showRows && firstColumn && (
            <tfoot>
              <tr>
                {columns.map((column, index) =>
                  index === 0 ? (
                    <th key={column.key} scope="row" className={alignClass(column.align)}>
                      {totals[column.key] ?? t('records.total')}
                    </th>
                  ) : (
                    <td key={column.key} className={alignClass(column.align)}>
                      {totals[column.key]}
                    </td>
                  ),
                )}
              </tr>
            </tfoot>
          )}
        </table>
      </div>
      {/* always there, so "loading" is heard when it starts and silence when it ends */}
      <p className="wl-visually-hidden" role="status">
        {loading ? t('records.loading') : ''}
      </p>
      {state !== 'error' && <Paginator page={page} pageCount={pageCount} onChange={onPage} />}
    </div>
  );
}
