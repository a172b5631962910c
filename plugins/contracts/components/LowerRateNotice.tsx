import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contract } from '../api';
import type { ContractKind } from '../model/kinds';
import { formatRate } from '../model/format';

/**
 * The §4 lower-rate rule in words, before the person confirms: each contract named here ends
 * when the new one becomes active, because the new rate is below what that downline gives its
 * own downline. `proposal`: my offer to a downline (its contracts end); `acceptance`: an offer
 * to me (my contracts with my downlines end).
 */
export function LowerRateNotice({
  kind,
  offeredRate,
  affected,
  variant,
}: {
  kind: ContractKind;
  offeredRate: number;
  affected: readonly Contract[];
  variant: 'proposal' | 'acceptance';
}) {
  const { t } = useTranslation('contracts');
  const headingId = useId();
  if (affected.length === 0) return null;
  return (
    <section className="wl-contracts__rule" role="note" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('rule.title')}</h3>
      <ul>
        {affected.map((contract) => (
          <li key={contract.contractId}>
            {t(`rule.${variant}`, {
              offered: formatRate(kind, offeredRate),
              theirs: formatRate(kind, contract.rate),
              upline: contract.uplineAccount,
              downline: contract.downlineAccount,
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
