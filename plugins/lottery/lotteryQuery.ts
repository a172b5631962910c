import { defaultPrizeMode, isPrizeMode, type LotteryKind, type PrizeMode } from './lotteryRoute';

export type LotteryView = 'betting' | 'lobby';

/** What the lottery page was asked to open, read from its query string. */
export interface LotteryQuery {
  /** null when missing or not a plausible game code, so nothing is sent to the platform. */
  gameCode: string | null;
  prizeMode: PrizeMode;
  view: LotteryView;
}

// Game codes are vendor identifiers (e.g. TCG_LOTTO_VN_5D); anything else is a broken link.
const GAME_CODE = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;

/**
 * Reads gameCode, prizeMode and view from the query. Unknown values fall back: the prize mode to
 * the page's default, the view to the site's `defaultView`, so a hand-edited link still opens.
 */
export function parseLotteryQuery(
  search: string,
  kind: LotteryKind,
  defaultView: LotteryView,
): LotteryQuery {
  const params = new URLSearchParams(search);
  const code = params.get('gameCode')?.trim() ?? '';
  const prizeMode = params.get('prizeMode')?.toUpperCase();
  const view = params.get('view');
  return {
    gameCode: GAME_CODE.test(code) ? code : null,
    prizeMode: isPrizeMode(prizeMode) ? prizeMode : defaultPrizeMode(kind),
    view: view === 'betting' || view === 'lobby' ? view : defaultView,
  };
}
