import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../core/i18n/useLanguage';
import { usePluginOptions } from '../../../core/runtime/RuntimeContext';
import { ErrorPanel } from '../../../core/ui/ErrorPanel';
import { formatAmount } from '../../../core/ui/money/formatAmount';
import { maskBankNumber } from '../../../core/ui/money/maskBankNumber';
import { Spinner } from '../../../core/ui/Spinner';
import { useRecentWithdrawals, type WithdrawalSummary } from '../api';
import { remainingAmount } from '../rules';
import { formatDateTime } from '../../../core/ui/dates/formatDateTime';

/** The status a person reads: the platform's decision, then the player's word once there is one. */
const statusKey = (w: WithdrawalSummary) =>
  w.status === 'APPROVED' && w.confirmStatus !== 'NONE'
    ? `recent.confirm_status.${w.confirmStatus}`
    : `recent.status.${w.status}`;

/**
 * What did not arrive of a partly received withdrawal (§3 remaining amount), derived from the
 * amount and the received part the list already carries; null for every other entry.
 */
const remainingOf = (w: WithdrawalSummary): number | null =>
  w.status === 'APPROVED' && w.confirmStatus === 'PARTIAL' && w.receivedAmount !== undefined
    ? remainingAmount(w.amount, w.receivedAmount)
    : null;

/**
 * The member's latest withdrawals with their status, and the remaining amount of a partly
 * received one (the full history is the account record).
 */
export function RecentWithdrawals() {
  const { t } = useTranslation('withdraw');
  const lang = useLanguage();
  const { recentWithdrawals } = usePluginOptions('withdraw');
  const titleId = useId();
  const recent = useRecentWithdrawals(recentWithdrawals);
  if (recentWithdrawals === 0) return null;
  return (
    <section className="wl-withdraw__recent" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('recent.title')}</h3>
      {recent.isPending && <Spinner />}
      {recent.isError && <ErrorPanel error={recent.error} onRetry={() => void recent.refetch()} />}
      {recent.data && recent.data.list.length === 0 && <p>{t('recent.empty')}</p>}
      {recent.data && recent.data.list.length > 0 && (
        <table className="wl-withdraw__table">
          <caption className="wl-visually-hidden">{t('recent.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('recent.reference')}</th>
              <th scope="col">{t('recent.time')}</th>
              <th scope="col">{t('recent.card')}</th>
              <th scope="col" className="wl-withdraw__num">
                {t('recent.amount')}
              </th>
              <th scope="col">{t('recent.status_header')}</th>
            </tr>
          </thead>
          <tbody>
            {recent.data.list.map((w) => {
              const remaining = remainingOf(w);
              return (
                <tr key={w.withdrawalId}>
                  <td>{w.withdrawalId}</td>
                  <td>{formatDateTime(w.createdAt, lang)}</td>
                  <td>{`${w.bankName} ${maskBankNumber(w.accountNumber)}`}</td>
                  <td className="wl-withdraw__num">{formatAmount(w.amount)}</td>
                  <td>
                    {t(statusKey(w))}
                    {remaining !== null && (
                      <span className="wl-withdraw__remaining-note">
                        {t('confirm.remaining', { amount: formatAmount(remaining) })}
                      </span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
