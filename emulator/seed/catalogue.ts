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
  ['PG', 'RNG', 'PG Soft', 730],
  ['PP', 'RNG', 'Pragmatic Play', 730],
  ['JDB', 'RNG', 'JDB', 730],
  ['CQ9', 'RNG', 'CQ9', 730],
  ['FC', 'RNG', 'Fa Chai', 730],
  ['JL', 'RNG', 'JILI', 730],
  ['PT', 'RNG', 'Playtech', 730],
  ['EG2', 'RNG', 'EG Gaming', 730],
  ['HB', 'RNG', 'Habanero', 730],
  ['SG', 'RNG', 'Spadegaming', 730],
  ['RT', 'RNG', 'Red Tiger', 730],
  ['NLC', 'RNG', 'Nolimit City', 730],
  ['MG', 'RNG', 'Microgaming', 730],
  ['PNG', 'RNG', "Play'n GO", 730],
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
  ['BGS', 'BGS', 'In-house Games', 30],
];

/** Vendors whose lane has games open a popup list (VASSALAGE); sports-like vendors launch directly (GAME). */
export function vendorRows(rng: Rng): unknown[][] {
  return vendorList.map(([v, type, name, count], i) => [
    v,
    type,
    name,
    rng.next() < 0.05,
    ['RNG', 'FISH', 'PVP', 'BGS'].includes(type) && rng.next() < 0.7,
    ['SPORTS', 'ESPORTS', 'LIVE'].includes(type),
    true,
    count > 0 && type !== 'LIVE' ? 'VASSALAGE' : 'GAME',
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
  'sort',
  'updated_at',
];

export function gameRows(rng: Rng): unknown[][] {
  const rows: unknown[][] = [];
  const base = Date.UTC(2024, 0, 1);
  let nodeId = 100000;
  for (const [v, type, , count] of vendorList) {
    const seen = new Set<string>();
    for (let n = 1; n <= count; n++) {
      let name = '';
      // Retry a few times so a vendor rarely lists the same title twice; a numeral settles the rest.
      for (let k = 0; k < 4 && (!name || seen.has(name)); k++)
        name = `${rng.pick(adjectives)} ${rng.pick(nouns)}${rng.pick(suffixes)}`;
      if (seen.has(name)) name = `${name} ${n}`;
      seen.add(name);
      const classify = type === 'RNG' ? pickClassify(rng) : type;
      const id = `${v}-${String(n).padStart(4, '0')}`;
      const updated = new Date(base + rng.int(0, 600) * 86_400_000).toISOString();
      rows.push([
        id,
        ++nodeId,
        v,
        type,
        classify,
        `${v.toLowerCase()}_${n}`,
        name,
        rng.next() < 0.03 ? 1 : 0,
        n,
        updated,
      ]);
    }
  }
  return rows;
}
