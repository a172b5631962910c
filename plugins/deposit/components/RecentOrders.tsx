import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../core/i18n/useLanguage';
import { usePluginOptions } from '../../../core/runtime/RuntimeContext';
import { ErrorPanel } from '../../../core/ui/ErrorPanel';
import { Paginator } from '../../../core/ui/Paginator';
import { Spinner } from '../../../core/ui/Spinner';
import { formatAmount } from '../../../core/ui/money/formatAmount';
import { useDepositOrders } from '../api';
import { formatDateTime } from '../../../core/ui/dates/formatDateTime';

/** The member's deposits, newest first, with their status; a pending one turns when it settles. */
export function RecentOrders() {
  const { t } = useTranslation('deposit');
  const lang = useLanguage();
  const { recentOrders } = usePluginOptions('deposit');
  const [page, setPage] = useState(1);
  const orders = useDepositOrders(page, recentOrders);
  return (
    <section className="wl-deposit__recent" aria-labelledby="wl-deposit-recent-title">
      <h3 id="wl-deposit-recent-title">{t('recent.title')}</h3>
      {orders.isPending && <Spinner />}
      {orders.isError && <ErrorPanel error={orders.error} onRetry={() => void orders.refetch()} />}
      {orders.data && orders.data.total === 0 && <p>{t('recent.empty')}</p>}
      {orders.data && orders.data.total > 0 && (
        <>
          <table className="wl-deposit__table">
            <caption className="wl-visually-hidden">{t('recent.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('recent.reference')}</th>
                <th scope="col">{t('recent.time')}</th>
                <th scope="col">{t('recent.channel')}</th>
                <th scope="col" className="wl-deposit__number">
                  {t('recent.amount')}
                </th>
                <th scope="col">{t('recent.status')}</th>
              </tr>
            </thead>
            <tbody>
              {orders.data.list.map((order) => (
                <tr key={order.reference}>
                  <td>{order.reference}</td>
                  <td>{formatDateTime(order.createdAt, lang)}</td>
                  <td>{t(`kinds.${order.channelKind}`)}</td>
                  <td className="wl-deposit__number">{formatAmount(order.amount)}</td>
                  <td>
                    <span
                      className={`wl-deposit__status wl-deposit__status--${order.status.toLowerCase()}`}
                    >
                      {t(`status.${order.status}`)}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Paginator page={page} pageCount={orders.data.totalPages} onChange={setPage} />
        </>
      )}
    </section>
  );
}
