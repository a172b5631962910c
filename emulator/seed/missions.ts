// Missions of every brand (issue 13 point 6): the catalogue, the time zone their periods follow and
// the sign-in task's rewards; the demo member's check-ins earlier this month; and a few bets of
// player03..player05 this week, so the leaderboard ranks more than one member.
import { addDays, DAY_MS, dayStart, localDate } from '../handlers/missionPeriods.js';
import { post, toCents, type Tx } from '../money/ledger.js';
import type { MerchantSeed } from './merchants.js';
import { createRng } from './prng.js';

/** The same dollar amounts look like the brand's own money (riel, yuan). */
const currencyScale: Record<string, number> = { USD: 1, CNY: 7, KHR: 4000 };

/** Each brand's zone: periods and check-in days turn at its midnight. Others (site:new) use UTC. */
const zones: Record<string, [offsetMinutes: number, name: string]> = {
  dflt88: [480, 'Asia/Singapore'],
  angkor7: [420, 'Asia/Phnom_Penh'],
  longhai9: [480, 'Asia/Shanghai'],
};

export const zoneOf = (merchant: string): [number, string] => zones[merchant] ?? [0, 'UTC'];

type Goal = 'VALID_BET' | 'BET_COUNT' | 'DEPOSIT';
type Titles = { EN: string; CN: string; KM: string };

interface MissionSeed {
  id: string;
  titles: Titles;
  period: 'DAILY' | 'WEEKLY' | 'EVENT';
  goal: Goal;
  gameType?: string;
  /** Dollars for amounts (scaled to the currency), a number of bets for BET_COUNT. */
  target: number;
  rewardDollars: number;
}

// prettier-ignore
export const missionSeeds: MissionSeed[] = [
  { id: 'DAILY_BET', period: 'DAILY', goal: 'VALID_BET', target: 100, rewardDollars: 2,
    titles: { EN: 'Daily wager', CN: '每日投注', KM: 'ការភ្នាល់ប្រចាំថ្ងៃ' } },
  { id: 'DAILY_ROUNDS', period: 'DAILY', goal: 'BET_COUNT', target: 20, rewardDollars: 1,
    titles: { EN: 'Daily rounds', CN: '每日局数', KM: 'ជុំលេងប្រចាំថ្ងៃ' } },
  { id: 'DAILY_SLOTS', period: 'DAILY', goal: 'VALID_BET', gameType: 'RNG', target: 50, rewardDollars: 1,
    titles: { EN: 'Slots of the day', CN: '每日电子', KM: 'ស្លុតប្រចាំថ្ងៃ' } },
  { id: 'DAILY_DEPOSIT', period: 'DAILY', goal: 'DEPOSIT', target: 100, rewardDollars: 3,
    titles: { EN: 'Daily top-up', CN: '每日存款', KM: 'ការដាក់ប្រាក់ប្រចាំថ្ងៃ' } },
  { id: 'WEEKLY_BET', period: 'WEEKLY', goal: 'VALID_BET', target: 5000, rewardDollars: 20,
    titles: { EN: 'Weekly wager', CN: '每周投注', KM: 'ការភ្នាល់ប្រចាំសប្តាហ៍' } },
  { id: 'WEEKLY_LIVE', period: 'WEEKLY', goal: 'VALID_BET', gameType: 'LIVE', target: 1000, rewardDollars: 10,
    titles: { EN: 'Live casino week', CN: '真人娱乐周', KM: 'សប្តាហ៍កាស៊ីណូផ្ទាល់' } },
  { id: 'WEEKLY_DEPOSIT', period: 'WEEKLY', goal: 'DEPOSIT', target: 500, rewardDollars: 8,
    titles: { EN: 'Weekly top-up', CN: '每周存款', KM: 'ការដាក់ប្រាក់ប្រចាំសប្តាហ៍' } },
  { id: 'EVENT_SPORTS', period: 'EVENT', goal: 'VALID_BET', gameType: 'SPORTS', target: 2000, rewardDollars: 25,
    titles: { EN: 'Sports festival', CN: '体育嘉年华', KM: 'មហោស្រពកីឡា' } },
];

/** The sign-in task: a day's reward, and the bigger one of every 7th day in a row, in dollars. */
export const CHECK_IN_DOLLARS = 1;
export const STREAK_DOLLARS = 5;
export const STREAK_EVERY = 7;

/** The festival began two weeks before the seed and runs for a year after it. */
const EVENT_BEFORE_MS = 14 * DAY_MS;
const EVENT_AFTER_MS = 365 * DAY_MS;

const centsOf = (dollars: number, scale: number) => toCents(dollars * scale);

/** The catalogue and settings of one brand (seedMerchant). */
export async function seedMissionCatalogue(tx: Tx, m: MerchantSeed, nowMs: number): Promise<void> {
  const scale = currencyScale[m.currency] ?? 1;
  const [offset, zone] = zoneOf(m.code);
  await tx.query(
    `INSERT INTO mission_settings (merchant, utc_offset_minutes, time_zone, check_in_cents, streak_cents, streak_every)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      m.code,
      offset,
      zone,
      centsOf(CHECK_IN_DOLLARS, scale).toString(),
      centsOf(STREAK_DOLLARS, scale).toString(),
      STREAK_EVERY,
    ],
  );
  for (const [sort, s] of missionSeeds.entries()) {
    const event = s.period === 'EVENT';
    await tx.query(
      `INSERT INTO missions (merchant, id, titles, period, goal, game_type, target, reward_cents, starts_at, ends_at, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        m.code,
        s.id,
        JSON.stringify(s.titles),
        s.period,
        s.goal,
        s.gameType ?? null,
        (s.goal === 'BET_COUNT' ? BigInt(s.target) : centsOf(s.target, scale)).toString(),
        centsOf(s.rewardDollars, scale).toString(),
        event ? new Date(nowMs - EVENT_BEFORE_MS).toISOString() : null,
        event ? new Date(nowMs + EVENT_AFTER_MS).toISOString() : null,
        sort,
      ],
    );
  }
}

/**
 * The demo member's check-ins of this month before the seed day: the 1st, then the three days
 * before the seed day in a row, each paid as the sign-in task pays it (a 'bonus' movement).
 */
async function seedDemoCheckIns(tx: Tx, m: MerchantSeed, memberId: number, nowMs: number) {
  const scale = currencyScale[m.currency] ?? 1;
  const [offset] = zoneOf(m.code);
  const today = localDate(nowMs, offset);
  const monthStart = `${today.slice(0, 8)}01`;
  const days = new Set([monthStart, addDays(today, -3), addDays(today, -2), addDays(today, -1)]);
  let streak = 0;
  let previous = '';
  for (const day of [...days].sort()) {
    if (day >= today || day < monthStart) continue;
    streak = previous === addDays(day, -1) ? streak + 1 : 1;
    previous = day;
    const cents = centsOf(streak % STREAK_EVERY === 0 ? STREAK_DOLLARS : CHECK_IN_DOLLARS, scale);
    const at = dayStart(day, offset) + 9 * 3_600_000;
    const movementId = await post(tx, {
      memberId,
      kind: 'bonus',
      reference: `CHECKIN-${day}`,
      note: `Sign-in task ${day}`,
      at,
      legs: [
        { account: { house: 'bonus' }, cents: -cents },
        { account: { memberId, wallet: 'MAIN' }, cents },
      ],
    });
    await tx.query(
      `INSERT INTO check_ins (member_id, day, streak, reward_cents, movement_id, checked_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [memberId, day, streak, cents.toString(), movementId, new Date(at).toISOString()],
    );
  }
}

/** Games the leaderboard's other players bet on: a vendor of each kind from the catalogue. */
const leaderboardGames: [vendor: string, gameType: string, game: string][] = [
  ['EVO', 'LIVE', 'Baccarat'],
  ['PG', 'RNG', 'Mahjong Ways'],
  ['SABA', 'SPORTS', 'Football · Handicap'],
];
/** Accounts with a few big bets this week, and how many each made. */
const LEADERBOARD_PLAYERS: [account: string, bets: number][] = [
  ['player03', 40],
  ['player04', 25],
  ['player05', 12],
];

/**
 * Settled bets of the leaderboard players over the 3 days before `nowMs`, with their daily roll-up
 * (bet_days, as seed/bets.ts writes it), so they show in their bet records as any bet does.
 */
async function seedLeaderboardBets(
  tx: Tx,
  m: MerchantSeed,
  ids: ReadonlyMap<string, number>,
  nowMs: number,
) {
  const scale = currencyScale[m.currency] ?? 1;
  const rows: [number, string, string, string, string, number, number, string][] = [];
  for (const [account, count] of LEADERBOARD_PLAYERS) {
    const memberId = ids.get(account);
    if (memberId === undefined) continue;
    const rng = createRng(memberId * 31 + 5);
    for (let i = 0; i < count; i++) {
      const [vendor, gameType, game] = rng.pick(leaderboardGames);
      const stake = Number(centsOf(Math.round(50 + rng.next() * 950), scale));
      const payout = rng.next() < 0.45 ? stake * 2 : 0;
      const placed = new Date(nowMs - rng.next() * 3 * DAY_MS).toISOString();
      rows.push([
        memberId,
        vendor,
        gameType,
        game,
        `${vendor}LB${memberId}${i}`,
        stake,
        payout,
        placed,
      ]);
    }
  }
  if (!rows.length) return;
  const col = (i: number) => rows.map((r) => r[i]);
  await tx.query(
    `WITH added AS (
       INSERT INTO bets (merchant, member_id, vendor, game_type, game_name, round_id, bet_cents,
         valid_bet_cents, payout_cents, status, placed_at, settled_at)
       SELECT $1, r.member_id, r.vendor, r.game_type, r.game_name, r.round_id, r.stake, r.stake,
         r.payout, 'SETTLED', r.placed, r.placed + interval '1 minute'
       FROM unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::bigint[],
         $8::bigint[], $9::timestamptz[]) AS r(member_id, vendor, game_type, game_name, round_id,
         stake, payout, placed)
       RETURNING member_id, placed_at, vendor, game_type, status, bet_cents, valid_bet_cents, payout_cents
     )
     INSERT INTO bet_days (member_id, day, vendor, game_type, status, bets, bet_cents,
       valid_bet_cents, payout_cents, win_loss_cents)
     SELECT member_id, (placed_at AT TIME ZONE 'UTC')::date, vendor, game_type, status, count(*),
       sum(bet_cents), sum(valid_bet_cents), sum(payout_cents), sum(payout_cents - bet_cents)
     FROM added GROUP BY 1, 2, 3, 4, 5`,
    [m.code, ...[0, 1, 2, 3, 4, 5, 6, 7].map(col)],
  );
}

/** The members' part (seedAccounts): demo's check-ins and the leaderboard players' bets. */
export async function seedMissionMembers(
  tx: Tx,
  m: MerchantSeed,
  ids: ReadonlyMap<string, number>,
  nowMs: number,
): Promise<void> {
  const demo = ids.get('demo');
  if (demo !== undefined) await seedDemoCheckIns(tx, m, demo, nowMs);
  await seedLeaderboardBets(tx, m, ids, nowMs);
}
