import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../core/i18n/useLanguage';
import { formatDateTime } from '../../../core/ui/dates/formatDateTime';
import { formatAmount } from '../../../core/ui/money/formatAmount';
import type { Contract, ContractRole, Settlement } from '../api';
import { formatRate, formatTierValue } from '../model/format';
import type { ContractKind } from '../model/kinds';
import { statusText } from './contractColumns';
import { HistoryTable } from './HistoryTable';

/**
 * One contract in full (§3 Contract): its parties, status and terms, its tiers, and the history
 * of its settlements. Focus moves to its heading when it opens, so the reader lands on it.
 */
export function ContractDetails({
  kind,
  contract,
  role,
  onClose,
  onPay,
}: {
  kind: ContractKind;
  contract: Contract;
  role: ContractRole;
  onClose: () => void;
  onPay: (settlement: Settlement) => void;
}) {
  const { t } = useTranslation('contracts');
  const lang = useLanguage();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [contract.contractId]);
  const facts: [string, string][] = [
    [t('list.upline'), contract.uplineAccount],
    [t('list.downline'), contract.downlineAccount],
    [t('list.status'), statusText(t, contract)],
    ...(kind.choosesPeriod
      ? [[t('fields.periodType'), t(`periods.${contract.periodType}`)] as [string, string]]
      : []),
    ...(kind.hasBettingUnit && contract.bettingUnit !== undefined
      ? [[t('fields.bettingUnit'), formatAmount(contract.bettingUnit)] as [string, string]]
      : []),
    [t(`rate.${kind.id}`), formatRate(kind, contract.rate)],
    [t('list.created'), formatDateTime(contract.createdAt, lang)],
  ];
  return (
    <section className="wl-contracts__details" aria-labelledby={headingId}>
      <div className="wl-contracts__details-head">
        <h3 id={headingId} ref={heading} tabIndex={-1}>
          {t('details.title', {
            upline: contract.uplineAccount,
            downline: contract.downlineAccount,
          })}
        </h3>
        <button type="button" className="wl-button wl-button--ghost" onClick={onClose}>
          {t('details.close')}
        </button>
      </div>
      <dl className="wl-contracts__facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div
        className="wl-records__scroll"
        tabIndex={0}
        role="region"
        aria-labelledby={`${headingId}-tiers`}
      >
        <table className="wl-records__table">
          <caption id={`${headingId}-tiers`} className="wl-records__caption">
            {t('details.tiers')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('details.tier')}</th>
              {kind.tierFields.map((field) => (
                <th key={field} scope="col" className="wl-records__cell--end">
                  {t(`fields.${field}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {contract.tiers.map((tier, index) => (
              <tr key={index}>
                <th scope="row">{index + 1}</th>
                {kind.tierFields.map((field) => (
                  <td key={field} className="wl-records__cell--end">
                    {formatTierValue(field, tier[field])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <HistoryTable kind={kind} contract={contract} role={role} onPay={onPay} />
    </section>
  );
}
