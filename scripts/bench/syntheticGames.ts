/**
 * A deterministic slots catalogue and query mix for the lobby filter benchmark: vendors sized like a
 * real platform's (one deep vendor, many mid-sized), titles in English and Chinese, a few hot games,
 * update dates spread over two years. Same seed, same games and queries, on every machine.
 */
import type { buildGameIndex, filterGames } from '../../plugins/lobby/catalogue/gameIndex';

export type BenchGame = Parameters<typeof buildGameIndex>[0][number];
export type BenchQuery = Parameters<typeof filterGames>[1];

/** mulberry32: a small seeded PRNG, good enough to spread test data. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** [vassalage, relative share of the catalogue] */
const VENDORS: [string, number][] = [
  ['PG', 26],
  ['PP', 6],
  ['JDB', 6],
  ['CQ9', 6],
  ['FC', 6],
  ['JL', 6],
  ['PT', 6],
  ['EG2', 6],
  ['HB', 6],
  ['SG', 6],
  ['RT', 5],
  ['NLC', 5],
  ['MG', 5],
  ['PNG', 5],
];
const CLASSIFIES: [string, number][] = [
  ['SLOT', 70],
  ['SCRATCH', 5],
  ['POKER', 5],
  ['TG', 6],
  ['AC', 7],
  ['JP', 5],
  ['BINGO', 2],
];
const EN_ADJECTIVES = [
  'Lucky',
  'Golden',
  'Mighty',
  'Wild',
  'Mystic',
  'Fortune',
  'Dragon',
  'Royal',
  'Crazy',
  'Super',
  'Great',
  'Sweet',
  'Wolf',
  'Pirate',
  'Samurai',
  'Aztec',
  'Egyptian',
  'Cosmic',
  'Neon',
  'Jungle',
  'Treasure',
  'Phoenix',
  'Tiger',
  'Panda',
];
const EN_NOUNS = [
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
  'Gems',
  'Empire',
  'Legends',
  'Riches',
  'Quest',
];
const EN_SUFFIXES = ['', '', '', ' Deluxe', ' Megaways', ' 2', ' Hold & Win', ' Extreme', ' Link'];
const CN_HEADS = [
  '财神',
  '金龙',
  '招财',
  '麻将',
  '福禄',
  '寿星',
  '熊猫',
  '水浒',
  '三国',
  '西游',
  '鱼虾',
  '发财',
];
const CN_TAILS = [
  '到',
  '胡了',
  '进宝',
  '传奇',
  '宝藏',
  '大亨',
  '狂欢',
  '派对',
  '之王',
  '秘境',
  '连线',
  '争霸',
];
const CN_SUFFIXES = ['', '', '', '2', '豪华版', '极速版'];

function weighted(random: () => number, table: readonly [string, number][]): string {
  const total = table.reduce((sum, [, weight]) => sum + weight, 0);
  let r = random() * total;
  for (const [value, weight] of table) if ((r -= weight) < 0) return value;
  return table[table.length - 1]![0];
}

function pick<T>(random: () => number, values: readonly T[]): T {
  return values[Math.floor(random() * values.length)]!;
}

/** `count` slot games; about a third carry a Chinese display name over an English game name. */
export function syntheticGames(count: number, seed = 20_240_101): BenchGame[] {
  const random = seededRandom(seed);
  const base = Date.UTC(2024, 0, 1);
  const perVendor = new Map<string, number>();
  return Array.from({ length: count }, (_, i) => {
    const vassalage = weighted(random, VENDORS);
    const n = (perVendor.get(vassalage) ?? 0) + 1;
    perVendor.set(vassalage, n);
    const english = `${pick(random, EN_ADJECTIVES)} ${pick(random, EN_NOUNS)}${pick(random, EN_SUFFIXES)}`;
    const chinese =
      random() < 0.35
        ? `${pick(random, CN_HEADS)}${pick(random, CN_TAILS)}${pick(random, CN_SUFFIXES)}`
        : null;
    const code = `${vassalage.toLowerCase()}_${n}`;
    return {
      gameId: `${vassalage}-${String(n).padStart(4, '0')}`,
      gameName: english,
      displayName: chinese ?? english,
      nodeId: String(200_000 + i),
      vassalage,
      gameType: 'RNG',
      gameCode: code,
      gameClassify: weighted(random, CLASSIFIES),
      iconUrl: `/img/games/${code}.webp`,
      lagerIcon: `/img/games/${code}@2x.webp`,
      isHot: random() < 0.02 ? 1 : 0,
      isGame: 'GAME',
      maintenance: false,
      updatedAt: new Date(base + Math.floor(random() * 700) * 86_400_000).toISOString(),
    };
  });
}

/** A substring of 1-6 characters of a real title, in the case a player might type it. */
function searchTerm(random: () => number, games: readonly BenchGame[]): string {
  const game = pick(random, games);
  const name = random() < 0.5 ? game.displayName : game.gameName;
  const length = 1 + Math.floor(random() * 6);
  const start = Math.floor(random() * Math.max(1, name.length - length + 1));
  const term = name.slice(start, start + length);
  const casing = random();
  return casing < 0.3 ? term.toLowerCase() : casing < 0.4 ? term.toUpperCase() : term;
}

/**
 * `count` queries in the proportions a lobby sees: typed searches, vendor picks, HOT/NEW, a game
 * kind, and combinations of them, plus FAV and RECENT over a member's lists.
 */
export function syntheticQueries(
  games: readonly BenchGame[],
  count: number,
  seed = 7,
): BenchQuery[] {
  const random = seededRandom(seed);
  const nodeIds = () => String(pick(random, games).nodeId);
  const favourites = new Set(Array.from({ length: 60 }, nodeIds));
  const recent = Array.from({ length: 30 }, nodeIds);
  const vendor = () => weighted(random, VENDORS);
  const classify = () => weighted(random, CLASSIFIES);
  const makers: [number, () => BenchQuery][] = [
    [30, () => ({ search: searchTerm(random, games) })],
    [10, () => ({ vassalage: vendor() })],
    [6, () => ({ filter: 'HOT' })],
    [6, () => ({ filter: 'NEW' })],
    [6, () => ({ classify: classify() })],
    [12, () => ({ search: searchTerm(random, games), vassalage: vendor() })],
    [8, () => ({ search: searchTerm(random, games), filter: 'NEW' })],
    [6, () => ({ vassalage: vendor(), filter: 'HOT' })],
    [6, () => ({ vassalage: vendor(), classify: classify(), filter: 'NEW' })],
    [5, () => ({ filter: 'FAV', favourites, search: searchTerm(random, games) })],
    [5, () => ({ filter: 'RECENT', recent })],
  ];
  const total = makers.reduce((sum, [weight]) => sum + weight, 0);
  return Array.from({ length: count }, () => {
    let r = random() * total;
    for (const [weight, make] of makers) if ((r -= weight) < 0) return make();
    return makers[0]![1]();
  });
}
