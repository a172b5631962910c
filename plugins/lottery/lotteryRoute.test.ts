import { describe, expect, it } from 'vitest';
import {
  defaultPrizeMode,
  gameHref,
  kindOfPath,
  pathForVassalage,
  vassalageFor,
} from './lotteryRoute';

describe('lottery routes', () => {
  it('knows each page by path, in either spelling', () => {
    expect(kindOfPath('/vnLottery')).toBe('vn');
    expect(kindOfPath('/vnlottery')).toBe('vn');
    expect(kindOfPath('/seaLottery')).toBe('sea');
    expect(kindOfPath('/lottery')).toBe('lott');
    expect(kindOfPath('/lottery/')).toBe('lott');
    expect(kindOfPath('/lottert')).toBe('lott');
    expect(kindOfPath('/sealottery')).toBe('sea');
  });

  it('launches the vendor of the page, and LOTT or ELOTT by prize mode on /lottery', () => {
    expect(vassalageFor('vn', 'ELOTT')).toBe('TCG_LOTTO_VN');
    expect(vassalageFor('vn', 'LOTT')).toBe('TCG_LOTTO_VN');
    expect(vassalageFor('sea', 'SEA')).toBe('TCG_SEA');
    expect(vassalageFor('lott', 'ELOTT')).toBe('ELOTT');
    expect(vassalageFor('lott', 'LOTT')).toBe('LOTT');
    expect(vassalageFor('lott', 'ZY')).toBe('LOTT');
  });

  it('defaults the prize mode by page', () => {
    expect(defaultPrizeMode('vn')).toBe('ELOTT');
    expect(defaultPrizeMode('sea')).toBe('SEA');
    expect(defaultPrizeMode('lott')).toBe('LOTT');
  });

  it('sends each vendor to its page (§2)', () => {
    expect(pathForVassalage('TCG_LOTTO_VN')).toBe('/vnLottery');
    expect(pathForVassalage('TCG_SEA')).toBe('/seaLottery');
    expect(pathForVassalage('LOTT')).toBe('/lottery');
    expect(pathForVassalage('ELOTT')).toBe('/lottery');
  });

  it('links a game with its code and prize mode in the query', () => {
    expect(gameHref({ vassalage: 'TCG_SEA', gameCode: 'TCG_SEA_3D', prizeMode: 'SEA' })).toBe(
      '/seaLottery?gameCode=TCG_SEA_3D&prizeMode=SEA',
    );
  });
});
