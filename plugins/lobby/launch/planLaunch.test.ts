import { describe, expect, it } from 'vitest';
import { planLaunch, seamlessPath, sportsTabOf } from './planLaunch';

const member = { isLogin: true, isTrial: false };
const guest = { isLogin: false, isTrial: false };
const trial = { isLogin: true, isTrial: true };
const slot = { vassalage: 'PG', gameType: 'RNG', gameCode: 'fortune', nodeId: '7' };

describe('planLaunch (§4 Game launch)', () => {
  it('lets anyone browse a list vendor: slots go to /rng?vassalage=…', () => {
    expect(planLaunch({ vassalage: 'PG', gameType: 'RNG' }, guest, 'LOTT')).toEqual({
      kind: 'route',
      to: '/rng?vassalage=PG',
    });
    expect(planLaunch({ vassalage: 'EVO', gameType: 'LIVE' }, guest, 'LOTT')).toEqual({
      kind: 'route',
      to: '/live?vassalage=EVO',
    });
  });

  it('asks a guest to log in, refuses a trial user, and warns about maintenance', () => {
    expect(planLaunch(slot, guest, 'LOTT')).toEqual({ kind: 'login' });
    expect(planLaunch(slot, trial, 'LOTT')).toEqual({ kind: 'need-true-account' });
    expect(planLaunch({ ...slot, maintenance: true }, member, 'LOTT')).toEqual({
      kind: 'maintenance',
    });
  });

  it('opens the popup game list for a VASSALAGE entry', () => {
    expect(planLaunch({ ...slot, isGame: 'VASSALAGE' }, member, 'LOTT')).toEqual({
      kind: 'vendor-games',
      vassalage: 'PG',
      gameType: 'RNG',
    });
  });

  it('sends lottery vendors to their pages with the game code', () => {
    expect(
      planLaunch(
        { vassalage: 'TCG_LOTTO_VN', gameType: 'ELOTT', gameCode: 'VN 1' },
        member,
        'ELOTT',
      ),
    ).toEqual({ kind: 'route', to: '/vnLottery?gameCode=VN%201' });
    expect(
      planLaunch({ vassalage: 'TCG_SEA', gameType: 'ELOTT', gameCode: 'S1' }, member, 'ELOTT'),
    ).toEqual({ kind: 'route', to: '/seaLottery?gameCode=S1' });
    expect(
      planLaunch({ vassalage: 'LOTT', gameType: 'LOTT', gameCode: 'L1' }, member, 'LOTT'),
    ).toEqual({ kind: 'route', to: '/lottery?gameCode=L1&prizeMode=LOTT' });
    expect(
      planLaunch({ vassalage: 'ELOTT', gameType: 'ELOTT', gameCode: 'E1' }, member, 'ELOTT'),
    ).toEqual({ kind: 'route', to: '/lottery?gameCode=E1&prizeMode=ELOTT' });
  });

  it('looks up the first game of a launched vendor card, and launches other games', () => {
    expect(planLaunch({ vassalage: 'BTI', gameType: 'SPORTS' }, member, 'LOTT')).toEqual({
      kind: 'first-game',
      vassalage: 'BTI',
      gameType: 'SPORTS',
    });
    expect(planLaunch(slot, member, 'LOTT')).toEqual({
      kind: 'launch',
      params: { vassalage: 'PG', gameType: 'RNG', gameCode: 'fortune', nodeId: '7' },
    });
  });

  it('carries the sports sub-tab (§1 rolling, today) from the click to the in-page address', () => {
    const game = {
      vassalage: 'SB',
      gameType: 'SPORTS',
      gameCode: 'lobby',
      sportsTab: 'today' as const,
    };
    const plan = planLaunch(game, member, 'LOTT');
    expect(plan).toEqual({
      kind: 'launch',
      params: { vassalage: 'SB', gameType: 'SPORTS', gameCode: 'lobby', sportsTab: 'today' },
    });
    if (plan.kind !== 'launch') throw new Error('not a launch');
    expect(seamlessPath(plan.params)).toBe(
      '/seamless?vassalage=SB&gameType=SPORTS&gameCode=lobby&sportsTab=today',
    );
    expect(sportsTabOf('rolling')).toBe('rolling');
    expect(sportsTabOf('ROLLING')).toBeUndefined();
    expect(sportsTabOf(null)).toBeUndefined();
  });

  it('builds the in-page game address', () => {
    expect(seamlessPath({ vassalage: 'PG', gameType: 'RNG', gameCode: 'a&b', nodeId: '7' })).toBe(
      '/seamless?vassalage=PG&gameType=RNG&gameCode=a%26b&nodeId=7',
    );
  });
});
