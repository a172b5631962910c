/** The sports sub-tabs (§1): a sports vendor opens on the in-play (rolling) or today's matches. */
export type SportsTab = 'rolling' | 'today';

/** The sub-tab named in an address (?tab= on /sports, ?sportsTab= on /seamless), if it is one. */
export function sportsTabOf(value: string | null): SportsTab | undefined {
  return value === 'rolling' || value === 'today' ? value : undefined;
}

/** Something a person can click to play: a game, or a vendor card (no game code). */
export interface Launchable {
  vassalage: string;
  gameType: string;
  gameCode?: string;
  nodeId?: string;
  isGame?: string;
  maintenance?: boolean;
  /** Chosen on /sports; passed to the vendor's launch. */
  sportsTab?: SportsTab;
}

export type LaunchPlan =
  | { kind: 'login' }
  | { kind: 'need-true-account' }
  | { kind: 'maintenance' }
  | { kind: 'vendor-games'; vassalage: string; gameType: string }
  | { kind: 'first-game'; vassalage: string; gameType: string }
  | { kind: 'route'; to: string }
  | { kind: 'launch'; params: LaunchParams };

export interface LaunchParams {
  vassalage: string;
  gameType: string;
  gameCode: string;
  nodeId?: string;
  sportsTab?: SportsTab;
}

/** Categories whose vendors are browsed as game lists rather than launched. */
const LIST_CATEGORIES: Record<string, string> = {
  RNG: '/rng',
  LIVE: '/live',
  FISH: '/fish',
  PVP: '/pvp',
  BINGO: '/bingo',
  BGS: '/bgs',
  INHOUSE: '/rng',
};

/** Lottery vendors land on their own pages with the game code (§2, §4 Game launch). */
function lotteryRoute(vassalage: string, gameCode: string, prizeMode: string): string | null {
  const code = encodeURIComponent(gameCode);
  if (vassalage === 'TCG_LOTTO_VN') return `/vnLottery?gameCode=${code}`;
  if (vassalage === 'TCG_SEA') return `/seaLottery?gameCode=${code}`;
  if (vassalage === 'LOTT' || vassalage === 'ELOTT')
    return `/lottery?gameCode=${code}&prizeMode=${prizeMode}`;
  return null;
}

/**
 * Decides what a click on a game or vendor does (§4 Game launch): browsing a list vendor is open
 * to everyone; playing needs a real, logged-in account and a vendor that is not in maintenance.
 */
export function planLaunch(
  item: Launchable,
  who: { isLogin: boolean; isTrial: boolean },
  prizeMode: 'LOTT' | 'ELOTT',
): LaunchPlan {
  const isVendorCard = !item.gameCode;
  const listPath = LIST_CATEGORIES[item.gameType];
  if (isVendorCard && listPath) {
    return { kind: 'route', to: `${listPath}?vassalage=${encodeURIComponent(item.vassalage)}` };
  }
  if (!who.isLogin) return { kind: 'login' };
  if (who.isTrial) return { kind: 'need-true-account' };
  if (item.maintenance) return { kind: 'maintenance' };
  if (item.isGame === 'VASSALAGE')
    return { kind: 'vendor-games', vassalage: item.vassalage, gameType: item.gameType };
  if (isVendorCard)
    return { kind: 'first-game', vassalage: item.vassalage, gameType: item.gameType };
  const lottery = lotteryRoute(item.vassalage, item.gameCode ?? '', prizeMode);
  if (lottery) return { kind: 'route', to: lottery };
  return {
    kind: 'launch',
    params: {
      vassalage: item.vassalage,
      gameType: item.gameType,
      gameCode: item.gameCode ?? '',
      nodeId: item.nodeId,
      ...(item.sportsTab ? { sportsTab: item.sportsTab } : {}),
    },
  };
}

/** The in-page game route for vendors that do not ask for a new window (§2 /seamless). */
export function seamlessPath(params: LaunchParams): string {
  const query = new URLSearchParams({
    vassalage: params.vassalage,
    gameType: params.gameType,
    gameCode: params.gameCode,
  });
  if (params.nodeId !== undefined) query.set('nodeId', String(params.nodeId));
  if (params.sportsTab) query.set('sportsTab', params.sportsTab);
  return `/seamless?${query.toString()}`;
}
