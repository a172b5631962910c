// The demo member's bet history: 100,000 bet records over the last 90 days on every merchant.
//
// Bets never go through the ledger: the stake and the payout moved inside the vendor's own system
// (the member's vendor wallet there), and the platform only receives these reports afterwards.
//
// Speed matters (every e2e worker seeds a fresh database when it starts), so the rows are made
// inside Postgres by one INSERT … SELECT over generate_series. Randomness comes from
// hashint8extended(row, salt): deterministic for a given row number and salt, so a seed is
// reproducible (apart from the times, which are relative to the clock at seed time).
import type { Db } from '../db/database.js';
import { lotteryList } from './catalogue.js';

type Tx = Pick<Db, 'query'>;

/** Bet records given to the demo member of each merchant. */
export const DEMO_BET_COUNT = 100_000;
/** How far back the history goes (the bet record's longest range). */
export const HISTORY_DAYS = 90;

/**
 * How a game type bets: share of all bets, stake range in US dollars (log-uniform), chance that a
 * settled bet wins, the mean multiplier of a winning bet (about 95 % return to player), whether
 * winnings vary (slots) or are fixed odds (baccarat), and how long a round takes to settle.
 */
interface TypeProfile {
  share: number;
  minStake: number;
  maxStake: number;
  winChance: number;
  winMultiplier: number;
  varies: boolean;
  settleSeconds: number;
}

// prettier-ignore
const profileTable: [string, number, number, number, number, number, boolean, number][] = [
  // type      share  minStake maxStake winChance winMultiplier varies settleSeconds
  ['RNG',       0.55,  0.2,     50,      0.3,      3.2,          true,  3],
  ['LIVE',      0.15,  5,       1000,    0.48,     1.98,         false, 60],
  ['SPORTS',    0.08,  5,       1000,    0.45,     2.1,          true,  7200],
  ['FISH',      0.06,  0.5,     20,      0.4,      2.4,          true,  120],
  ['PVP',       0.05,  1,       500,     0.48,     1.95,         false, 90],
  ['ELOTT',     0.03,  1,       200,     0.1,      9,            true,  300],
  ['LOTT',      0.02,  1,       200,     0.1,      9,            true,  1200],
  ['ESPORTS',   0.02,  5,       500,     0.45,     2.1,          true,  3600],
  ['COCKFIGHT', 0.02,  5,       500,     0.48,     1.9,          false, 300],
  ['BINGO',     0.01,  0.5,     20,      0.25,     3.8,          true,  180],
  ['BGS',       0.01,  0.1,     100,     0.45,     2.15,         true,  5],
];
const typeProfiles: Record<string, TypeProfile> = Object.fromEntries(
  profileTable.map(
    ([type, share, minStake, maxStake, winChance, winMultiplier, varies, settleSeconds]) => [
      type,
      { share, minStake, maxStake, winChance, winMultiplier, varies, settleSeconds },
    ],
  ),
);

/** Stakes are made in dollars and scaled to the merchant's currency so riel bets look like riel. */
const currencyScale: Record<string, number> = { USD: 1, CNY: 7, KHR: 4000 };

/** Titles for vendors whose catalogue has no game rows (sports books, lotteries, cockfights). */
const marketNames: Record<string, string[]> = {
  SPORTS: [
    'Football · 1X2',
    'Football · Handicap',
    'Football · Over/Under',
    'Basketball · Handicap',
    'Tennis · Match Winner',
    'Football · Parlay',
  ],
  ESPORTS: [
    'League of Legends · Map Winner',
    'Dota 2 · Handicap',
    'Counter-Strike 2 · Match Winner',
    'Valorant · Total Maps',
  ],
  COCKFIGHT: ['Cockfight · Meron', 'Cockfight · Wala', 'Cockfight · Draw'],
};

/** Games of each vendor a member plays at (a handful, as a real player has favourites). */
const GAMES_PER_VENDOR = 6;
/** Slots of the weighted pool the SQL picks from: a vendor's weight is its share of these. */
const POOL_SIZE = 2000;

interface PoolEntry extends Omit<TypeProfile, 'share'> {
  vendor: string;
  game_type: string;
  game_name: string;
}

/** The weighted list of (vendor, game) the bets are drawn from: every vendor of every game type. */
async function gamePool(tx: Tx): Promise<PoolEntry[]> {
  const { rows: vendors } = await tx.query<{ vassalage: string; game_type: string }>(
    'SELECT vassalage, game_type FROM vendors ORDER BY sort',
  );
  const { rows: games } = await tx.query<{ vassalage: string; game_name: string }>(
    `SELECT vassalage, game_name FROM (
       SELECT vassalage, game_name, row_number() OVER (PARTITION BY vassalage ORDER BY sort, game_id) AS n
       FROM games WHERE is_game = 'GAME') g
     WHERE n <= ${GAMES_PER_VENDOR} ORDER BY vassalage, n`,
  );
  const namesOf = (vendor: string, type: string): string[] => {
    const own = games.filter((g) => g.vassalage === vendor).map((g) => g.game_name);
    if (own.length) return own;
    const lottery = lotteryList[vendor]?.map(([, name]) => name);
    return lottery?.length ? lottery : (marketNames[type] ?? [vendor]);
  };
  const known = vendors.filter((v) => typeProfiles[v.game_type]);
  const pool: PoolEntry[] = [];
  for (const [type, profile] of Object.entries(typeProfiles)) {
    const ofType = known.filter((v) => v.game_type === type);
    if (!ofType.length) continue;
    const slotsPerVendor = Math.max(1, Math.round((profile.share * POOL_SIZE) / ofType.length));
    for (const v of ofType) {
      const names = namesOf(v.vassalage, type);
      for (let i = 0; i < slotsPerVendor; i++)
        pool.push({
          ...profile,
          vendor: v.vassalage,
          game_type: type,
          game_name: names[i % names.length]!,
        });
    }
  }
  return pool;
}

/**
 * Twenty-bit uniform numbers in [0, 1): three per 64-bit hash of (row, salt), so a row needs two
 * hash calls instead of six (each costs about as much as the rest of the row's arithmetic).
 */
const uniform = (hash: 'h1' | 'h2', part: 0 | 1 | 2) =>
  `(((d.${hash} >> ${part * 20}) & 1048575)::float8 / 1048576.0)`;

export interface BetSeedResult {
  rows: number;
  /** Rows of the daily roll-up (bet_days). */
  days: number;
  ms: number;
}

/**
 * Writes `count` bets for one member, placed over the days before `nowMs`: 3 % of them in the last
 * day, a third of those still UNSETTLED (about 1 % of all), the rest up to 88.5 days back, so a
 * 90-day range of whole local days holds every one in any time zone; 0.6 % of the older ones
 * CANCELLED (stake refunded: no valid bet, no payout). UNSETTLED and CANCELLED rows carry no valid
 * bet and no payout, so they count in a total as a stake only.
 */
export async function seedMemberBets(
  tx: Tx,
  merchant: string,
  memberId: number,
  currency: string,
  nowMs: number,
  count = DEMO_BET_COUNT,
): Promise<BetSeedResult> {
  const started = performance.now();
  const pool = await gamePool(tx);
  const scale = currencyScale[currency] ?? 1;
  const salt = memberId * 1_000_003;
  const [slot, recent, age] = [uniform('h1', 0), uniform('h1', 1), uniform('h1', 2)];
  const [state, stake, outcome] = [uniform('h2', 0), uniform('h2', 1), uniform('h2', 2)];
  const column = <K extends keyof PoolEntry>(key: K) => pool.map((entry) => entry[key]);
  const result = await tx.query(
    `WITH pool AS (
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::float8[], $5::float8[], $6::float8[],
         $7::float8[], $8::boolean[], $9::int[])
         WITH ORDINALITY AS p(vendor, game_type, game_name, min_stake, max_stake, win_chance,
           win_multiplier, varies, settle_seconds, k)
     ), draw AS (
       SELECT s.i, hashint8extended(s.i, $10) AS h1, hashint8extended(s.i, $10 + 1) AS h2
       FROM generate_series(1, $11::int) AS s(i)
     ), shaped AS (
       SELECT d.i, p.vendor, p.game_type, p.game_name, p.settle_seconds,
         $12::timestamptz - CASE WHEN ${recent} < 0.03
           THEN ${age} * interval '1 day'
           ELSE interval '1 day' + ${age} * interval '${HISTORY_DAYS - 2.5} days' END AS placed_at,
         CASE WHEN ${recent} < 0.03 AND ${state} < 0.34 THEN 'UNSETTLED'
              WHEN ${recent} >= 0.03 AND ${state} < 0.006 THEN 'CANCELLED'
              ELSE 'SETTLED' END AS status,
         greatest(10, round(p.min_stake * power(p.max_stake / p.min_stake, ${stake}) * $13 * 10) * 10)::bigint AS bet_cents,
         -- a winner's multiplier: fixed odds, or exponential around the mean (reusing the state draw)
         CASE WHEN ${outcome} < p.win_chance
           THEN 1 + (p.win_multiplier - 1) * CASE WHEN p.varies THEN -ln(1 - ${state}) ELSE 1 END
           ELSE 0 END AS multiplier
       FROM draw d JOIN pool p ON p.k = 1 + floor(${slot} * $14)::bigint
     ), added AS (
       INSERT INTO bets (merchant, member_id, vendor, game_type, game_name, round_id, bet_cents,
       valid_bet_cents, payout_cents, status, placed_at, settled_at)
     SELECT $15, $16, vendor, game_type, game_name, vendor || ($10::bigint % 1000000 * 1000000 + i),
       bet_cents,
       CASE WHEN status = 'SETTLED' THEN bet_cents ELSE 0 END,
       CASE WHEN status = 'SETTLED' THEN round(bet_cents * multiplier)::bigint ELSE 0 END,
       status, placed_at,
       CASE WHEN status = 'SETTLED'
         THEN least($12::timestamptz, placed_at + settle_seconds * interval '1 second')
         WHEN status = 'CANCELLED' THEN placed_at + interval '5 minutes' END
     FROM shaped
     RETURNING member_id, placed_at, vendor, game_type, status, bet_cents, valid_bet_cents, payout_cents
     )
     -- the daily roll-up from the rows just written (no second read of the table)
     INSERT INTO bet_days (member_id, day, vendor, game_type, status, bets, bet_cents,
       valid_bet_cents, payout_cents, win_loss_cents)
     SELECT member_id, (placed_at AT TIME ZONE 'UTC')::date, vendor, game_type, status, count(*),
       COALESCE(sum(bet_cents) FILTER (WHERE status <> 'CANCELLED'), 0), sum(valid_bet_cents),
       sum(payout_cents), COALESCE(sum(payout_cents - bet_cents) FILTER (WHERE status = 'SETTLED'), 0)
     FROM added GROUP BY 1, 2, 3, 4, 5`,
    [
      column('vendor'),
      column('game_type'),
      column('game_name'),
      column('minStake'),
      column('maxStake'),
      column('winChance'),
      column('winMultiplier'),
      column('varies'),
      column('settleSeconds'),
      salt,
      count,
      new Date(nowMs).toISOString(),
      scale,
      pool.length,
      merchant,
      memberId,
    ],
  );
  return { rows: count, days: result.affectedRows ?? 0, ms: performance.now() - started };
}

/**
 * Runs a bulk load with the table's indexes (primary key included) dropped and built again
 * afterwards: building an index once over 300,000 rows costs a fraction of updating it row by row
 * (measured: the inserts take a third less time). The definitions are read back from the
 * catalogue, so the migration stays the one place that declares them.
 */
async function withoutIndexes<T>(tx: Tx, table: string, load: () => Promise<T>): Promise<T> {
  const { rows: keys } = await tx.query<{ name: string; definition: string }>(
    `SELECT conname AS name, pg_get_constraintdef(oid) AS definition FROM pg_constraint
     WHERE conrelid = $1::regclass AND contype = 'p'`,
    [table],
  );
  const { rows: indexes } = await tx.query<{ name: string; definition: string }>(
    `SELECT indexname AS name, indexdef AS definition FROM pg_indexes
     WHERE tablename = $1 AND indexname <> ALL($2::text[])`,
    [table, keys.map((k) => k.name)],
  );
  for (const key of keys) await tx.query(`ALTER TABLE ${table} DROP CONSTRAINT ${key.name}`);
  for (const index of indexes) await tx.query(`DROP INDEX ${index.name}`);
  const answer = await load();
  for (const key of keys)
    await tx.query(`ALTER TABLE ${table} ADD CONSTRAINT ${key.name} ${key.definition}`);
  for (const index of indexes) await tx.query(index.definition);
  return answer;
}

export interface DemoBetsSeed {
  /** Insert time per merchant. */
  merchants: Map<string, BetSeedResult>;
  /** Rebuilding the indexes and the planner's statistics after the inserts. */
  indexMs: number;
}

/** Seeds the demo member's bets on every merchant (or those named) whose demo has none yet. */
export async function seedDemoBets(
  tx: Tx,
  nowMs: number,
  merchants?: string[],
): Promise<DemoBetsSeed> {
  const { rows } = await tx.query<{ id: number; merchant: string; currency: string }>(
    `SELECT m.id, m.merchant, m.currency FROM members m
     WHERE lower(m.account) = 'demo' ${merchants ? 'AND m.merchant = ANY($1)' : ''}
       AND NOT EXISTS (SELECT 1 FROM bets b WHERE b.member_id = m.id)
     ORDER BY m.merchant`,
    merchants ? [merchants] : [],
  );
  const seeded: DemoBetsSeed = { merchants: new Map(), indexMs: 0 };
  if (!rows.length) return seeded;
  const started = performance.now();
  await withoutIndexes(tx, 'bets', async () => {
    for (const m of rows)
      seeded.merchants.set(
        m.merchant,
        await seedMemberBets(tx, m.merchant, m.id, m.currency, nowMs),
      );
  });
  // Statistics, or the planner guesses a handful of rows per member and sorts all 100,000 of a
  // 90-day page instead of walking the index in order (70 ms instead of 1). A small sample is
  // enough for a table of a few members and costs a tenth of the default one.
  await tx.query('SET LOCAL default_statistics_target = 10');
  await tx.query('ANALYZE bets, bet_days');
  await tx.query('RESET default_statistics_target');
  const inserts = [...seeded.merchants.values()].reduce((sum, r) => sum + r.ms, 0);
  seeded.indexMs = performance.now() - started - inserts;
  return seeded;
}
