/** Category keys of the navigation (§2) and the vendor lane each one shows. */
export const CATEGORY_LANES: Record<string, string> = {
  elott: 'ELOTT',
  lott: 'LOTT',
  live: 'LIVE',
  sports: 'SPORTS',
  fish: 'FISH',
  rng: 'RNG',
  pvp: 'PVP',
  esports: 'ESPORTS',
  cockfight: 'COCKFIGHT',
  bingo: 'BINGO',
  bgs: 'BGS',
};

/** Entries that are always shown, whatever vendors the platform has. */
export const FIXED_ENTRIES = new Set(['home', 'hot', 'promotions', 'favorite']);

export function pathOf(key: string): string {
  return key === 'home' ? '/' : `/${key}`;
}
