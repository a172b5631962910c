import { describe, expect, it } from 'vitest';
import { clearSession } from '../session/session';
import { badges, clearBadges, setBadge } from './badges';

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
