import '../reward-centre.css';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setBadge } from '../../../core/runtime/badges';
import { usePluginOptions } from '../../../core/runtime/RuntimeContext';
import { FormError } from '../../../core/ui/form/FormError';
import { formatAmount } from '../../../core/ui/money/formatAmount';
import { Tabs } from '../../../core/ui/Tabs';
import {
  PAGE_SIZE,
  REWARD_CENTER_KEY,
  useRewards,
  type ClaimedAll,
  type ClaimedReward,
  type Reward,
  type RewardStatus,
} from '../api';
import { ClaimAll } from '../components/ClaimAll';
import { ClaimButton } from '../components/ClaimButton';
import { RewardTable } from '../components/RewardTable';
import { useClaimDone } from '../useClaimDone';
import { pageNamespace } from '../../../core/plugin/definePlugin';

const STATUSES: readonly RewardStatus[] = ['CLAIMABLE', 'CLAIMED', 'EXPIRED'];
const COUNT_OF = { CLAIMABLE: 'claimable', CLAIMED: 'claimed', EXPIRED: 'expired' } as const;
const HOUR_MS = 3_600_000;

/**
 * Member centre page rewardCenter (§2, issue 13 point 2): the member's rewards in three tabs
 * (claimable, claimed, expired, each with its count), a claim button per claimable reward and
 * claim all. What a claim paid is announced, and the badge and balance follow at once.
 */
export default function RewardCentrePage() {
  const { t } = useTranslation(pageNamespace('reward-centre'));
  const { expiringSoonHours } = usePluginOptions('reward-centre');
  const [status, setStatus] = useState<RewardStatus>('CLAIMABLE');
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState('');
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const rewards = useRewards(status, page);
  const claimDone = useClaimDone();
  const data = rewards.data;
  const counts = data?.counts;

  // Every answer carries the claimable count: the badge follows the page, not just the sign-in.
  useEffect(() => {
    if (counts && !rewards.isPlaceholderData) setBadge(REWARD_CENTER_KEY, counts.claimable);
  }, [counts, rewards.isPlaceholderData]);

  const choose = (next: RewardStatus) => {
    setStatus(next);
    setPage(1);
  };
  const onClaimed = (answer: ClaimedReward, reward: Reward) => {
    setErrorKey(null);
    setNotice(t('claimed_reward', { title: reward.title, amount: formatAmount(answer.amount) }));
    claimDone(answer.claimable);
  };
  const onClaimedAll = (answer: ClaimedAll) => {
    setErrorKey(null);
    setNotice(
      answer.claimed.length === 0
        ? t('nothing_claimed')
        : t('claimed_all', { count: answer.claimed.length, amount: formatAmount(answer.amount) }),
    );
    claimDone(answer.claimable);
  };
  const refused = (messageKey: string) => {
    setNotice('');
    setErrorKey(messageKey);
    claimDone();
  };

  const list = data?.status === status ? data.list : [];
  const claimable = counts?.claimable ?? 0;
  const allOnPage = status === 'CLAIMABLE' && list.length === claimable;
  // Read when the list arrives, not every second: "soon" is a hint, not a countdown.
  const soonBefore = (data ? rewards.dataUpdatedAt : 0) + expiringSoonHours * HOUR_MS;
  return (
    <section className="wl-reward-centre" aria-labelledby="wl-reward-centre-title">
      <h2 id="wl-reward-centre-title">{t('title')}</h2>
      <p className="wl-reward-centre__notice" role="status">
        {notice}
      </p>
      <FormError messageKey={errorKey} />
      <Tabs
        label={t('tabs.label')}
        value={status}
        onChange={choose}
        items={STATUSES.map((s) => ({
          key: s,
          label: t(`tabs.${COUNT_OF[s]}`, { n: counts?.[COUNT_OF[s]] ?? 0 }),
        }))}
      >
        {status === 'CLAIMABLE' && (
          <ClaimAll
            count={claimable}
            amount={allOnPage ? list.reduce((sum, r) => sum + r.amount, 0) : undefined}
            onClaimed={onClaimedAll}
            onRefused={refused}
          />
        )}
        <RewardTable
          status={status}
          rows={list}
          page={page}
          pageCount={Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE))}
          onPage={setPage}
          state={
            rewards.isError && !rewards.isPlaceholderData
              ? 'error'
              : rewards.isPending || rewards.isPlaceholderData
                ? 'loading'
                : 'ready'
          }
          onRetry={() => void rewards.refetch()}
          soonBefore={soonBefore}
          action={(reward) => (
            <ClaimButton reward={reward} onClaimed={onClaimed} onRefused={refused} />
          )}
        />
      </Tabs>
    </section>
  );
}
