import { describe, expect, it } from 'vitest';
import { parseLotteryQuery } from './lotteryQuery';

describe('parseLotteryQuery', () => {
  it('reads the game code, prize mode and view', () => {
    expect(
      parseLotteryQuery('?gameCode=TCG_LOTTO_VN_5D&prizeMode=lott&view=betting', 'vn', 'lobby'),
    ).toEqual({ gameCode: 'TCG_LOTTO_VN_5D', prizeMode: 'LOTT', view: 'betting' });
  });

  it('falls back to the page prize mode and the site view', () => {
    expect(parseLotteryQuery('gameCode=LOTT_3D&prizeMode=XX&view=full', 'lott', 'betting')).toEqual(
      {
        gameCode: 'LOTT_3D',
        prizeMode: 'LOTT',
        view: 'betting',
      },
    );
    expect(parseLotteryQuery('', 'sea', 'lobby')).toEqual({
      gameCode: null,
      prizeMode: 'SEA',
      view: 'lobby',
    });
  });

  it('refuses a missing or implausible game code', () => {
    expect(parseLotteryQuery('gameCode=', 'vn', 'lobby').gameCode).toBeNull();
    expect(parseLotteryQuery('gameCode=%3Cscript%3E', 'vn', 'lobby').gameCode).toBeNull();
    expect(parseLotteryQuery(`gameCode=${'A'.repeat(65)}`, 'vn', 'lobby').gameCode).toBeNull();
    expect(parseLotteryQuery('gameCode=%20VN_5D%20', 'vn', 'lobby').gameCode).toBe('VN_5D');
  });
});
