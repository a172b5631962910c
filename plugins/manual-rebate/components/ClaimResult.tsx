import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../core/i18n/useLanguage';
import { formatAmount } from '../../../core/ui/money/formatAmount';
import { formatDateTime } from '../../../core/ui/dates/formatDateTime';
import type { RebateClaim } from '../api';
import { useGameTypeName } from '../gameTypeName';

/**
 * The claim just paid: the amount credited to the main wallet, what it covered and its reference.
 * Focus moves to its heading so a screen reader hears the outcome at once.
 */
export function ClaimResult({ claim, onClose }: { claim: RebateClaim; onClose: () => void }) {
  const { t } = useTranslation('manual-rebate');
  const lang = useLanguage();
  const gameTypeName = useGameTypeName();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [claim.claimId]);
  return (
    <div className="wl-manual-rebate__result" role="status">
      <h3 ref={heading} tabIndex={-1}>
        {t('result.title')}
      </h3>
      <p>{t('result.body', { amount: formatAmount(claim.amount) })}</p>
      <dl className="wl-manual-rebate__facts">
        <div>
          <dt>{t('result.amount')}</dt>
          <dd>{formatAmount(claim.amount)}</dd>
        </div>
        <div>
          <dt>{t('result.game_types')}</dt>
          <dd>{claim.gameTypes.map(gameTypeName).join(', ')}</dd>
        </div>
        <div>
          <dt>{t('result.turnover')}</dt>
          <dd>{formatAmount(claim.turnover)}</dd>
        </div>
        <div>
          <dt>{t('result.reference')}</dt>
          <dd>{claim.claimId}</dd>
        </div>
        <div>
          <dt>{t('result.time')}</dt>
          <dd>{formatDateTime(claim.claimedAt, lang)}</dd>
        </div>
      </dl>
      <button type="button" className="wl-button wl-button--ghost" onClick={onClose}>
        {t('result.close')}
      </button>
    </div>
  );
}
