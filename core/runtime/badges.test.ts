import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, setMember, setToken, type Member } from '../session/session';
import {
  badges,
  clearBadges,
  refreshAllBadges,
  refreshBadge,
  registerBadgeCounters,
  setBadge,
} from './badges';

describe('badges', () => {
  it('keeps a count per key, and nothing below 1', () => {
    setBadge('messageV2', 3);
    setBadge('rewardCenter', -2);
    setBadge('missionLeaderboard', Number.NaN);
    expect(badges).toEqual({ messageV2: 3, rewardCenter: 0, missionLeaderboard: 0 });
    clearBadges();
    expect(badges).toEqual({});
  });

  it('forgets every count when the session ends', () => {
    setBadge('messageV2', 7);
    clearSession();
    expect(badges.messageV2).toBeUndefined();
  });
});

describe('badge counters', () => {
  const signIn = (token: string, type = 0) => {
    setToken(token);
    const member: Member = { id: 1, account: 'demo', username: 'demo', nickname: 'demo', type };
    setMember(member);
  };

  afterEach(() => clearSession());

  it('reads a count for a real member, again on refreshBadge, and not for a trial user', async () => {
    let claimable = 2;
    registerBadgeCounters({ rewardCenter: () => Promise.resolve(claimable) });
    signIn('t1');
    await refreshAllBadges();
    expect(badges.rewardCenter).toBe(2);
    claimable = 1;
    await refreshBadge('rewardCenter');
    expect(badges.rewardCenter).toBe(1);
    clearSession();
    signIn('t2', 4);
    await refreshBadge('rewardCenter');
    expect(badges.rewardCenter).toBeUndefined();
  });

  it('keeps the last count when a read fails, and drops a read overtaken by a newer one', async () => {
    const answers: ((n: number) => void)[] = [];
    let fail = false;
    registerBadgeCounters({
      missionLeaderboard: ({ signal }) =>
        fail
          ? Promise.reject(new Error('offline'))
          : new Promise((resolve) => {
              answers.push(resolve);
              signal.addEventListener('abort', () => resolve(99));
            }),
    });
    signIn('t3');
    const first = refreshBadge('missionLeaderboard');
    const second = refreshBadge('missionLeaderboard');
    answers[1]!(5);
    await Promise.all([first, second]);
    expect(badges.missionLeaderboard).toBe(5);
    fail = true;
    await refreshBadge('missionLeaderboard');
    expect(badges.missionLeaderboard).toBe(5);
  });
});
