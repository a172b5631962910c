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

/** Game centres (§2): a list of vendors, each opened directly. */
export const CENTRE_CATEGORIES: Record<string, string> = {
  sports: 'SPORTS',
  esports: 'ESPORTS',
  lott: 'LOTT',
  elott: 'ELOTT',
  cockfight: 'COCKFIGHT',
};

/** Game list centres (§2): every game of the category, filtered by vendor with `vassalage`. */
export const LIST_CATEGORIES: Record<string, string> = {
  live: 'LIVE',
  fish: 'FISH',
  rng: 'RNG',
  pvp: 'PVP',
  bgs: 'BGS',
  bingo: 'BINGO',
};

/** Entries that are always shown, whatever vendors the platform has. */
export const FIXED_ENTRIES = new Set(['home', 'hot', 'promotions', 'favorite']);

/**
 * Categories that never launch their only vendor straight from the header (§2: HOME, PROMO,
 * PVP, FISH, RNG always open their page).
 */
export const NO_DIRECT_LAUNCH = new Set(['HOME', 'PROMO', 'PVP', 'FISH', 'RNG']);

export function pathOf(key: string): string {
  return key === 'home' ? '/' : `/${key}`;
}

/** The category key of a path such as `/rng` or `/rng?vassalage=PG`. */
export function categoryOfPath(path: string): string {
  return path.replace(/^\//, '').split(/[/?#]/)[0] ?? '';
}
