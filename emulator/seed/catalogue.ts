// Vendors of every category and the generated game catalogue (10,000+ slot games), all derived from the seeded PRNG.
import type { Rng } from './prng.js';

/** [vassalage, category (gameType), display name, games to generate] */
const vendorList: [string, string, string, number][] = [
  ['EVO', 'LIVE', 'Evolution', 12],
  ['SEXY', 'LIVE', 'Sexy Baccarat', 8],
  ['DG', 'LIVE', 'Dream Gaming', 8],
  ['AG', 'LIVE', 'Asia Gaming', 10],
  ['PPLIVE', 'LIVE', 'Pragmatic Live', 10],
  ['WM', 'LIVE', 'WM Casino', 8],
  // PG is the deep catalogue (2,600 games: "all games of a vendor" is a real scroll).
  ['PG', 'RNG', 'PG Soft', 2600],
  ['PP', 'RNG', 'Pragmatic Play', 600],
  ['JDB', 'RNG', 'JDB', 600],
  ['CQ9', 'RNG', 'CQ9', 600],
  ['FC', 'RNG', 'Fa Chai', 600],
  ['JL', 'RNG', 'JILI', 600],
  ['PT', 'RNG', 'Playtech', 600],
  ['EG2', 'RNG', 'EG Gaming', 600],
  ['HB', 'RNG', 'Habanero', 600],
  ['SG', 'RNG', 'Spadegaming', 600],
  ['RT', 'RNG', 'Red Tiger', 600],
  ['NLC', 'RNG', 'Nolimit City', 600],
  ['MG', 'RNG', 'Microgaming', 600],
  ['PNG', 'RNG', "Play'n GO", 600],
  ['JLFISH', 'FISH', 'JILI Fishing', 20],
  ['JDBFISH', 'FISH', 'JDB Fishing', 20],
  ['FCFISH', 'FISH', 'Fa Chai Fishing', 20],
  ['TCG_LOTTO_VN', 'ELOTT', 'TCG Vietnam Lottery', 0],
  ['TCG_SEA', 'ELOTT', 'TCG SEA Lottery', 0],
  ['ELOTT', 'ELOTT', 'E-Lottery', 0],
  ['LOTT', 'LOTT', 'Lottery', 0],
  ['GW', 'LOTT', 'GW Lottery', 0],
  ['BTI', 'SPORTS', 'BTi Sports', 0],
  ['SABA', 'SPORTS', 'SABA Sports', 0],
  ['CMD', 'SPORTS', 'CMD368', 0],
  ['IMSB', 'SPORTS', 'IM Sports', 0],
  ['TF', 'ESPORTS', 'TF Gaming', 0],
  ['IA', 'ESPORTS', 'IA E-Sports', 0],
  ['KY', 'PVP', 'Kaiyuan', 15],
  ['V8', 'PVP', 'V8 Poker', 15],
  ['KM', 'PVP', 'Kingmaker', 15],
  ['SV388', 'COCKFIGHT', 'SV388', 0],
  ['WS168', 'COCKFIGHT', 'WS168', 0],
  ['JLBINGO', 'BINGO', 'JILI Bingo', 10],
  ['KMBINGO', 'BINGO', 'KM Bingo', 10],
  ['BGS', 'BGS', 'Mini Games', 30],
];

/** Lottery kinds: how many numbers a result has and their range. */
export type LottoKind = '5D' | '3D' | 'K3' | 'PK10' | '11X5' | 'VN';

/** Lottery games per vendor: [gameCode, name, kind, draw interval in seconds]. */
export const lotteryList: Record<string, [string, string, LottoKind, number][]> = {
  TCG_LOTTO_VN: [
    ['VNMB', 'Mien Bac', 'VN', 86_400],
    ['VNMN', 'Mien Nam', 'VN', 86_400],
    ['VNMT', 'Mien Trung', 'VN', 86_400],
    ['VN1M', 'VN Fast 1 Minute', 'VN', 60],
    ['VN5M', 'VN Fast 5 Minutes', 'VN', 300],
  ],
  TCG_SEA: [
    ['SEA5D', 'SEA 5D', '5D', 300],
    ['SEA3D', 'SEA 3D', '3D', 180],
    ['SEAK3', 'SEA Fast 3', 'K3', 60],
  ],
  ELOTT: [
    ['E5D1', 'E-Lotto 5D 1 Minute', '5D', 60],
    ['E3D3', 'E-Lotto 3D 3 Minutes', '3D', 180],
    ['EPK10', 'E-Racing PK10', 'PK10', 300],
    ['EK3', 'E-Dice K3', 'K3', 60],
  ],
  LOTT: [
    ['CQSSC', 'Chongqing SSC', '5D', 1200],
    ['BJPK10', 'Beijing PK10', 'PK10', 300],
    ['JSK3', 'Jiangsu K3', 'K3', 600],
    ['GD11X5', 'Guangdong 11 Choose 5', '11X5', 600],
  ],
  GW: [
    ['GW5D', 'GW 5D 2 Minutes', '5D', 120],
    ['GWK3', 'GW Fast 3', 'K3', 60],
    ['GWPK10', 'GW Racing', 'PK10', 300],
  ],
};

/** Names of live tables, card games, bingo rooms and in-house games (instead of slot-style titles). */
const tableNames: Record<string, string[]> = {
  LIVE: [
    'Baccarat',
    'Speed Baccarat',
    'No Commission Baccarat',
    'Dragon Tiger',
    'Roulette',
    'Lightning Roulette',
    'Sic Bo',
    'Blackjack',
    'Fan Tan',
    "Casino Hold'em",
    'Crazy Time',
    'Mega Wheel',
  ],
  PVP: [
    "Texas Hold'em",
    'Niu Niu',
    'Fight the Landlord',
    'Mahjong',
    'Thirteen Cards',
    'Baccarat Banker',
    'Pai Gow',
    'Tien Len',
    'Blackjack 21',
    'Golden Flower',
    'Rummy',
    'Teen Patti',
    'Andar Bahar',
    'Pusoy',
    'Sam Gong',
  ],
  BINGO: ['Bingo 75', 'Bingo 90', 'Bingo Carnival', 'Lucky Bingo', 'Bingo Star'],
  BGS: ['Crash', 'Dice', 'Plinko', 'Mines', 'Limbo', 'Hilo', 'Keno', 'Wheel', 'Tower', 'Coin Flip'],
  FISH: ['Fishing King', 'Ocean Hunter', 'Dragon Fishing', 'Mega Fishing', 'Happy Fishing'],
};

/** Vendors under maintenance and without free play at seed time (the control API changes them). */
const maintenanceAtSeed = new Set(['WM']);
const noFreeplay = new Set(['PT', 'MG', 'KY']);
/** Vendors that keep their own wallet (seamless_status false): the member transfers money in and out. */
const transferWallet = new Set(['AG', 'WM', 'PT', 'JDB', 'SABA', 'KY']);

/** Vendors whose lane has games open a popup list (VASSALAGE); sports-like vendors launch directly (GAME). */
export function vendorRows(): unknown[][] {
  return vendorList.map(([v, type, name], i) => [
    v,
    type,
    name,
    maintenanceAtSeed.has(v),
    ['RNG', 'FISH', 'PVP', 'BGS', 'BINGO'].includes(type) && !noFreeplay.has(v),
    ['SPORTS', 'ESPORTS', 'LIVE', 'COCKFIGHT'].includes(type),
    !transferWallet.has(v),
    ['RNG', 'FISH', 'PVP', 'BGS', 'BINGO'].includes(type) ? 'VASSALAGE' : 'GAME',
    i,
  ]);
}
export const vendorColumns = [
  'vassalage',
  'game_type',
  'display_name',
  'maintenance',
  'freeplay',
  'app_new_window',
  'seamless_status',
  'is_game',
  'sort',
];

/** RNG sub-categories with their weight in the catalogue. */
export const rngClassifies: [string, number][] = [
  ['SLOT', 0.6],
  ['SCRATCH', 0.05],
  ['POKER', 0.05],
  ['TG', 0.1],
  ['AC', 0.1],
  ['JP', 0.07],
  ['BINGO', 0.03],
];

const adjectives = [
  'Golden',
  'Lucky',
  'Mighty',
  'Wild',
  'Royal',
  'Mystic',
  'Dragon',
  'Fortune',
  'Crystal',
  'Jade',
  'Thunder',
  'Sacred',
  'Diamond',
  'Blazing',
  'Cosmic',
  'Ancient',
  'Emerald',
  'Phoenix',
  'Tiger',
  'Sweet',
  'Frozen',
  'Neon',
  'Pirate',
  'Samurai',
  'Aztec',
  'Viking',
  'Lotus',
  'Koi',
  'Ruby',
  'Silver',
];
const nouns = [
  'Treasure',
  'Riches',
  'Empire',
  'Temple',
  'Bonanza',
  'Spins',
  'Legends',
  'Gems',
  'Quest',
  'Kingdom',
  'Jackpot',
  'Safari',
  'Palace',
  'Fruits',
  'Nights',
  'Wilds',
  'Reels',
  'Hunter',
  'Dynasty',
  'Party',
  'Voyage',
  'Gold',
  'Rush',
  'Magic',
  'Fiesta',
  'Heist',
  'Garden',
  'Storm',
  'Festival',
  'Coins',
];
const suffixes = [
  '',
  '',
  '',
  ' Deluxe',
  ' Megaways',
  ' 2',
  ' Hold & Win',
  ' Extreme',
  ' Link',
  ' Classic',
];

function pickClassify(rng: Rng): string {
  let r = rng.next();
  for (const [c, w] of rngClassifies) {
    if ((r -= w) < 0) return c;
  }
  return 'SLOT';
}

export const gameColumns = [
  'game_id',
  'node_id',
  'vassalage',
  'game_type',
  'game_classify',
  'game_code',
  'game_name',
  'is_hot',
  'is_game',
  'sort',
  'updated_at',
];

/**
 * Every category has games: slot-style titles for RNG, tables for LIVE, card games for PVP, one
 * "lobby" entry per SPORTS/ESPORTS/COCKFIGHT vendor, the lottery games of LOTT/ELOTT vendors, and a
 * vendor-level entry (isGame VASSALAGE, opens the vendor's popup list) for each LIVE and PVP vendor.
 */
export function gameRows(rng: Rng): unknown[][] {
  const rows: unknown[][] = [];
  const base = Date.UTC(2024, 0, 1);
  let nodeId = 100000;
  const day = () => new Date(base + rng.int(0, 600) * 86_400_000).toISOString();
  const push = (
    v: string,
    type: string,
    classify: string,
    n: number,
    code: string,
    name: string,
    hot: boolean,
    isGame = 'GAME',
  ) =>
    rows.push([
      `${v}-${String(n).padStart(4, '0')}`,
      ++nodeId,
      v,
      type,
      classify,
      code,
      name,
      hot ? 1 : 0,
      isGame,
      n,
      day(),
    ]);
  for (const [v, type, display, count] of vendorList) {
    if (type === 'LIVE' || type === 'PVP')
      push(v, type, type, 0, 'lobby', display, true, 'VASSALAGE');
    if (['SPORTS', 'ESPORTS', 'COCKFIGHT'].includes(type))
      push(
        v,
        type,
        type,
        1,
        'lobby',
        `${display} Lobby`,
        v === 'SABA' || v === 'TF' || v === 'SV388',
      );
    for (const [n, [code, name]] of (lotteryList[v] ?? []).entries())
      push(v, type, type, n + 1, code, name, n === 0);
    const names = tableNames[type];
    const seen = new Set<string>();
    for (let n = 1; n <= count; n++) {
      let name = '';
      if (names) {
        const cycle = Math.floor((n - 1) / names.length);
        name = `${names[(n - 1) % names.length]!}${cycle ? ` ${cycle + 1}` : ''}`;
      } else {
        // Retry a few times so a vendor rarely lists the same title twice; a numeral settles the rest.
        for (let k = 0; k < 4 && (!name || seen.has(name)); k++)
          name = `${rng.pick(adjectives)} ${rng.pick(nouns)}${rng.pick(suffixes)}`;
        if (seen.has(name)) name = `${name} ${n}`;
      }
      seen.add(name);
      const classify = type === 'RNG' ? pickClassify(rng) : type;
      const hot = type === 'RNG' ? rng.next() < 0.02 : n <= 2;
      push(v, type, classify, n, `${v.toLowerCase()}_${n}`, name, hot);
    }
  }
  return rows;
}

/** [vassalage, gameType, display name] of every vendor with lottery games, in lane order. */
export const lotteryVendors = (): [string, string, string][] =>
  vendorList.filter(([v]) => lotteryList[v]).map(([v, type, name]) => [v, type, name]);
