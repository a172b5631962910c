/** The three lottery pages (§2) and what each one launches. */
export type LotteryKind = 'vn' | 'sea' | 'lott';

/** Prize modes the platform knows (§4 Vendor data). */
export const PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];

/**
 * §2 lists /lottery, /seaLottery and /vnLottery, and among the game pages without a side menu
 * also /lottert, /vnlottery and /sealottery. Routes match without case, so the lower-case ones are
 * the same pages; /lottert is read as a spelling of /lottery (the spec names no fourth lottery),
 * kept so an address the platform or an old link uses still reaches the lottery page.
 */
const KIND_BY_PATH: Record<string, LotteryKind> = {
  '/vnlottery': 'vn',
  '/sealottery': 'sea',
  '/lottery': 'lott',
  '/lottert': 'lott',
};

/** Which lottery page a path is; paths are matched without case, as the spec spells them both ways. */
export function kindOfPath(path: string): LotteryKind {
  return KIND_BY_PATH[path.toLowerCase().replace(/\/+$/, '')] ?? 'lott';
}

export function isPrizeMode(value: unknown): value is PrizeMode {
  return typeof value === 'string' && (PRIZE_MODES as readonly string[]).includes(value);
}

/**
 * The prize mode when the launcher sent none. The lobby decides ELOTT or LOTT from its lanes
 * (§4); without that knowledge the Vietnam lottery sits in the e-lottery lane on every platform
 * we know, SEA has its own mode, and the plain lottery page is LOTT.
 */
export function defaultPrizeMode(kind: LotteryKind): PrizeMode {
  return kind === 'vn' ? 'ELOTT' : kind === 'sea' ? 'SEA' : 'LOTT';
}

/** The vendor the lobby launch names (§2: TCG_LOTTO_VN, TCG_SEA, or LOTT/ELOTT by prize mode). */
export function vassalageFor(kind: LotteryKind, prizeMode: PrizeMode): string {
  if (kind === 'vn') return 'TCG_LOTTO_VN';
  if (kind === 'sea') return 'TCG_SEA';
  return prizeMode === 'ELOTT' ? 'ELOTT' : 'LOTT';
}

/** The page a lottery game of this vendor opens on (§2 "When a game starts"). */
export function pathForVassalage(vassalage: string): string {
  if (vassalage === 'TCG_LOTTO_VN') return '/vnLottery';
  if (vassalage === 'TCG_SEA') return '/seaLottery';
  return '/lottery';
}

/** The link that switches the lottery page to another game, keeping its prize mode. */
export function gameHref(game: { vassalage: string; gameCode: string; prizeMode: string }): string {
  const query = new URLSearchParams({ gameCode: game.gameCode, prizeMode: game.prizeMode });
  return `${pathForVassalage(game.vassalage)}?${query}`;
}
