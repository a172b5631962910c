import '../red-envelope/red-envelope.css';
import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { pageNamespace } from '../../../core/plugin/definePlugin';
import { useLanguage } from '../../../core/i18n/useLanguage';
import { refreshBadge } from '../../../core/runtime/badges';
import { useRefreshWallet } from '../../../core/runtime/useRefreshWallet';
import { ErrorPanel } from '../../../core/ui/ErrorPanel';
import { Spinner } from '../../../core/ui/Spinner';
import { formatAmount } from '../../../core/ui/money/formatAmount';
import { formatDateTime } from '../../../core/ui/dates/formatDateTime';
import { RecordsTable, type RecordsColumn } from '../../../core/ui/records/RecordsTable';
import { refreshPromotions, useRedEnvelopes, type RaffleResult } from '../api';
import {
  isOpenable,
  openedEnvelopes,
  RED_ENVELOPE_KEY,
  type OpenedEnvelope,
} from '../red-envelope/envelopes';
import { OpenEnvelopeButton } from '../red-envelope/OpenEnvelopeButton';

/**
 * Member centre page redEnvelope (§2 further member areas): the member's unopened envelopes, each
 * opened with one button (a draw of the campaign: a random amount, paid at once), the amount won
 * announced in a live region, and the envelopes opened before.
 */
export default function RedEnvelopePage() {
  const { t } = useTranslation(pageNamespace('promotions'));
  const lang = useLanguage();
  const client = useQueryClient();
  const refreshWallet = useRefreshWallet();
  const envelopes = useRedEnvelopes();
  const [won, setWon] = useState<{ amount: number; at: number } | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [openedFrom, setOpenedFrom] = useState<string | null>(null);

  const afterward = () => {
    void refreshPromotions(client);
    void refreshBadge(RED_ENVELOPE_KEY);
  };
  const onOpened = (result: RaffleResult) => {
    setWon({ amount: result.amount, at: Date.now() });
    refreshWallet();
    afterward();
    // The campaign's button goes once its last envelope is open: focus goes to the page's title
    // rather than to the document's start.
    if (result.remainingDraws <= 0) titleRef.current?.focus();
  };

  const campaigns = envelopes.data ?? [];
  const openable = campaigns.filter(isOpenable);
  const history = openedEnvelopes(campaigns);
  const columns: RecordsColumn<OpenedEnvelope>[] = [
    {
      key: 'time',
      header: t('redEnvelope.history.time'),
      cell: (e) => formatDateTime(e.openedAt, lang),
    },
    { key: 'campaign', header: t('redEnvelope.history.campaign'), cell: (e) => e.title },
    {
      key: 'amount',
      header: t('redEnvelope.history.amount'),
      align: 'end',
      cell: (e) => formatAmount(e.amount),
    },
  ];

  return (
    <section className="wl-red-envelope" aria-labelledby="wl-red-envelope-title">
      <h2 id="wl-red-envelope-title" ref={titleRef} tabIndex={-1}>
        {t('redEnvelope.title')}
      </h2>
      <p className="wl-red-envelope__intro">{t('redEnvelope.intro')}</p>
      {/* Always there, so the amount won is announced when it appears. */}
      <div className="wl-red-envelope__won" role="status" aria-live="polite">
        {won && (
          <p key={won.at} className="wl-red-envelope__amount" data-testid="red-envelope-won">
            {t('redEnvelope.won', { amount: formatAmount(won.amount) })}
          </p>
        )}
      </div>
      <section aria-labelledby="wl-red-envelope-unopened">
        <h3 id="wl-red-envelope-unopened">{t('redEnvelope.unopened')}</h3>
        {envelopes.isError ? (
          <ErrorPanel error={envelopes.error} onRetry={() => void envelopes.refetch()} />
        ) : envelopes.isPending ? (
          <Spinner />
        ) : openable.length === 0 ? (
          <p className="wl-red-envelope__empty">{t('redEnvelope.none')}</p>
        ) : (
          <ul className="wl-red-envelope__list">
            {openable.map(({ promotion, status }) => {
              const nameId = `wl-red-envelope-${promotion.promotionId}`;
              return (
                <li key={promotion.promotionId} className="wl-red-envelope__card">
                  <p id={nameId} className="wl-red-envelope__name">
                    {promotion.title}
                  </p>
                  <p className="wl-red-envelope__count">
                    {t('redEnvelope.left', { count: status.remainingDraws })}
                  </p>
                  <OpenEnvelopeButton
                    key={status.remainingDraws}
                    promotionId={promotion.promotionId}
                    remaining={status.remainingDraws}
                    describedBy={nameId}
                    focusOnMount={openedFrom === promotion.promotionId}
                    onOpened={(result) => {
                      setOpenedFrom(promotion.promotionId);
                      onOpened(result);
                    }}
                    onFailed={afterward}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <section className="wl-red-envelope__history">
        <RecordsTable
          caption={t('redEnvelope.history.caption')}
          columns={columns}
          rows={history}
          rowKey={(e) => e.key}
          page={1}
          pageCount={1}
          onPage={() => undefined}
          state={envelopes.isError ? 'error' : envelopes.isPending ? 'loading' : 'ready'}
          onRetry={() => void envelopes.refetch()}
          emptyText={t('redEnvelope.history.empty')}
        />
      </section>
    </section>
  );
}
