import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../core/ui/money/formatAmount';
import type { ReferralInfo } from '../api';
import { pageNamespace } from '../../../core/plugin/definePlugin';

/** The programme's rule in words, then what the member's code has brought in so far. */
export function ReferralSummary({ info }: { info: ReferralInfo }) {
  const { t } = useTranslation(pageNamespace('referral'));
  return (
    <div className="wl-referral__summary">
      <h3 className="wl-referral__subtitle">{t('rule_title')}</h3>
      <p>{t('rule', { reward: formatAmount(info.rewardPerFriend) })}</p>
      <p>{t('rule_qualify', { deposit: formatAmount(info.qualifyingDeposit) })}</p>
      <dl className="wl-referral__totals">
        <div>
          <dt>{t('total_friends')}</dt>
          <dd data-testid="referral-friends">{info.friends.toLocaleString('en-US')}</dd>
        </div>
        <div>
          <dt>{t('total_reward')}</dt>
          <dd data-testid="referral-reward">{formatAmount(info.rewardEarned)}</dd>
        </div>
      </dl>
    </div>
  );
}
