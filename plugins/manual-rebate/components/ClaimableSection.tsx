import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../core/i18n/useLanguage';
import { usePluginOptions } from '../../../core/runtime/RuntimeContext';
import { formatAmount } from '../../../core/ui/money/formatAmount';
import { formatDateTime } from '../../../core/ui/dates/formatDateTime';
import { RecordsTable, type RecordsColumn } from '../../../core/ui/records/RecordsTable';
import { useRebateSummary, type RebateClaim, type RebateLine } from '../api';
import { byGameType, totalCents } from '../byGameType';
import { formatRate } from '../../../core/ui/money/formatRate';
import { useGameTypeName } from '../gameTypeName';
import { ClaimButton } from './ClaimButton';

const noPaging = () => undefined;

/**
 * The rebate the member can claim now: a line per game type and vendor (valid turnover, rate,
 * amount), the total, "claim all" and a claim per game type; each button is off at 0.
 */
export function ClaimableSection({ onClaimed }: { onClaimed: (claim: RebateClaim) => void }) {
  const { t } = useTranslation('manual-rebate');
  const lang = useLanguage();
  const { claimByGameType } = usePluginOptions('manual-rebate');
  const gameTypeName = useGameTypeName();
  const titleId = useId();
  const summary = useRebateSummary();
  const data = summary.data;

  const columns: RecordsColumn<RebateLine>[] = [
    { key: 'gameType', header: t('lines.game_type'), cell: (l) => gameTypeName(l.gameType) },
    { key: 'vendor', header: t('lines.vendor'), cell: (l) => l.vendorName },
    {
      key: 'turnover',
      header: t('lines.turnover'),
      align: 'end',
      cell: (l) => formatAmount(l.turnover),
    },
    { key: 'rate', header: t('lines.rate'), align: 'end', cell: (l) => formatRate(l.rate) },
    { key: 'amount', header: t('lines.amount'), align: 'end', cell: (l) => formatAmount(l.amount) },
  ];
  const types = data ? byGameType(data.list) : [];
  const nothing = !data || totalCents(data.amount) === 0;

  return (
    <section className="wl-manual-rebate__claimable" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('claimable.title')}</h3>
      {/* The figure a claim pays, announced when it changes (after a claim it drops to 0). */}
      <p className="wl-manual-rebate__total" role="status">
        <span>{t('claimable.total')}</span>{' '}
        <strong>{data ? formatAmount(data.amount) : '–'}</strong>
      </p>
      {data && (
        <p className="wl-manual-rebate__as-of">
          {t('claimable.as_of', { time: formatDateTime(data.asOf, lang) })}
        </p>
      )}
      <RecordsTable
        caption={t('lines.caption')}
        columns={columns}
        rows={data?.list ?? []}
        rowKey={(l) => `${l.gameType}/${l.vendor}`}
        totals={
          data && {
            turnover: formatAmount(data.turnover),
            amount: formatAmount(data.amount),
          }
        }
        page={1}
        pageCount={1}
        onPage={noPaging}
        state={summary.isError ? 'error' : summary.isPending ? 'loading' : 'ready'}
        onRetry={() => void summary.refetch()}
        emptyText={t('lines.empty')}
      />
      {data && (
        <div className="wl-manual-rebate__actions">
          <ClaimButton
            asOf={data.asOf}
            disabled={nothing}
            label={t('claim.all')}
            primary
            onClaimed={onClaimed}
          />
          {claimByGameType && types.length > 0 && (
            <ul className="wl-manual-rebate__types" aria-label={t('claim.by_type')}>
              {types.map(({ gameType, amountCents }) => (
                <li key={gameType}>
                  <span>{gameTypeName(gameType)}</span>
                  <span className="wl-manual-rebate__type-amount">
                    {formatAmount(amountCents / 100)}
                  </span>
                  <ClaimButton
                    gameType={gameType}
                    asOf={data.asOf}
                    disabled={amountCents === 0}
                    label={t('claim.one', { type: gameTypeName(gameType) })}
                    onClaimed={onClaimed}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
