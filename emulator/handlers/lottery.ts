// Lottery calls (/lgw/…): menus per prize mode, the VN menu, recent lottery per member, open draws,
// draw history and the near issue, all computed from the clock (lottery/draws.ts).
import type { CallHandler } from '../context.js';
import { requireMember } from '../context.js';
import type { Db } from '../db/database.js';
import { ApiError } from '../http/envelope.js';
import { gameIconUrl } from './games.js';
import {
  lottoGames,
  lottoGame,
  popularCodes,
  openedDraw,
  drawHistory,
  drawOf,
  issueIndexAt,
  numeroOf,
  type LottoGame,
  type PrizeMode,
} from '../lottery/draws.js';

const VN = 'TCG_LOTTO_VN';

/** A lottery game item; prizeMode is the mode it was asked for, or the game's first mode. */
const toItem = (g: LottoGame, mode?: PrizeMode) => ({
  gameCode: g.gameCode,
  gameName: g.gameName,
  prizeMode: mode ?? g.prizeModes[0]!,
  vassalage: g.vassalage,
  category: g.category,
  iconUrl: gameIconUrl(`${g.vassalage}-${g.gameCode}`),
  drawInterval: g.drawInterval,
});

const modeOf = (v: unknown, fallback: PrizeMode): PrizeMode =>
  (['LOTT', 'ZY', 'ELOTT', 'SEA'] as const).find((m) => m === v) ?? fallback;

/** Menus (one per vendor) of the games that serve a prize mode. */
function menus(mode: PrizeMode, games = lottoGames) {
  const byVendor = new Map<string, LottoGame[]>();
  for (const g of games.filter((x) => x.prizeModes.includes(mode)))
    byVendor.set(g.vassalage, [...(byVendor.get(g.vassalage) ?? []), g]);
  return {
    prizeMode: mode,
    menus: [...byVendor].map(([code, list]) => ({
      menuCode: code,
      menuName: list[0]!.vendorName,
      games: list.map((g) => toItem(g, mode)),
    })),
  };
}

const gameOf = (code: unknown) => {
  const g = lottoGame(String(code));
  if (!g) throw new ApiError('NOT_FOUND', `lottery game ${String(code)} does not exist`);
  return g;
};

async function recentLottery(db: Db, memberId: number, vnOnly: boolean) {
  const { rows } = await db.query<{ game_code: string }>(
    'SELECT game_code FROM recent_lottery WHERE member_id = $1 ORDER BY seq DESC',
    [memberId],
  );
  return rows
    .map((r) => lottoGame(r.game_code))
    .filter((g): g is LottoGame => !!g && (!vnOnly || g.vassalage === VN))
    .map((g) => toItem(g));
}

export const lotteryHandlers: Record<string, CallHandler> = {
  gameMenus: async ({ input }) => menus(modeOf(input.prizeMode, 'ELOTT')),
  vnLotteryMenu: async ({ input }) =>
    menus(
      modeOf(input.prizeMode, 'ELOTT'),
      lottoGames.filter((g) => g.vassalage === VN),
    ),
  lotteryGames: async ({ input }) => {
    const mode = input.prizeMode ? modeOf(input.prizeMode, 'LOTT') : undefined;
    return lottoGames
      .filter((g) => !mode || g.prizeModes.includes(mode))
      .map((g) => toItem(g, mode));
  },
  popularLottery: async () => popularCodes.map((c) => toItem(lottoGame(c)!)),
  recentLotteryGames: async (ctx) => recentLottery(ctx.db, requireMember(ctx).id, false),
  vnRecentLottery: async (ctx) => recentLottery(ctx.db, requireMember(ctx).id, true),
  /** The current issue of one game (gameCode) or of every game, with the last result. */
  openedDraws: async ({ input, now }) =>
    (input.gameCode ? [gameOf(input.gameCode)] : lottoGames).map((g) => openedDraw(g, now())),
  vnOpenedDraws: async ({ input, now }) =>
    (input.gameCode ? [gameOf(input.gameCode)] : lottoGames.filter((g) => g.vassalage === VN)).map(
      (g) => openedDraw(g, now()),
    ),
  lotteryDraw: async ({ input, now }) =>
    drawHistory(
      gameOf(input.gameCode),
      now(),
      Number(input.pageNo ?? 1),
      Number(input.pageSize ?? 10),
    ),
  nearIssue: async ({ input, now }) => {
    const g = gameOf(input.gameCode);
    const at = now();
    const k = issueIndexAt(g, at);
    const current = drawOf(g, k, at);
    const last = drawOf(g, k - 1, at);
    return {
      gameCode: g.gameCode,
      current: current.numero,
      next: numeroOf(g, k + 1),
      closeTime: current.closeTime,
      drawTime: current.drawTime,
      status: current.status,
      lastNumero: last.numero,
      lastResult: last.result,
      serverTime: new Date(at).toISOString(),
    };
  },
};
