// A member's missions in their current periods: progress read from the member's bets and deposits
// inside each period (or the progress a control route fixed), the period's claim, and the status.
import type { CallContext, MemberRow } from '../context.js';
import { requireMember, TRIAL_TYPE } from '../context.js';
import type { Queryable } from '../money/ledger.js';
import { fromCents } from '../money/ledger.js';
import { ApiError } from '../http/envelope.js';
import {
  daySpan,
  gmtLabel,
  periodSpan,
  type MissionPeriod,
  type PeriodSpan,
} from './missionPeriods.js';

export interface MissionSettings {
  utcOffsetMinutes: number;
  timeZone: string;
  checkInCents: bigint;
  streakCents: bigint;
  streakEvery: number;
}

export type MissionGoal = 'VALID_BET' | 'BET_COUNT' | 'DEPOSIT';
export type MissionStatus = 'IN_PROGRESS' | 'COMPLETE' | 'CLAIMED';

interface MissionRow {
  id: string;
  titles: Record<string, string>;
  period: MissionPeriod;
  goal: MissionGoal;
  game_type: string | null;
  target: string;
  reward_cents: string;
  starts_at: Date | null;
  ends_at: Date | null;
}

export interface MemberMission {
  id: string;
  title: string;
  period: MissionPeriod;
  goal: MissionGoal;
  gameType: string | null;
  span: PeriodSpan;
  /** Cents for amounts, a number of bets for BET_COUNT, never above the target. */
  progress: bigint;
  target: bigint;
  rewardCents: bigint;
  status: MissionStatus;
}

export async function missionSettings(db: Queryable, merchant: string): Promise<MissionSettings> {
  const row = (
    await db.query<{
      utc_offset_minutes: number;
      time_zone: string;
      check_in_cents: string;
      streak_cents: string;
      streak_every: number;
    }>('SELECT * FROM mission_settings WHERE merchant = $1', [merchant])
  ).rows[0];
  if (!row) throw new ApiError('OPERATION_NOT_ALLOWED', 'this merchant runs no missions');
  return {
    utcOffsetMinutes: row.utc_offset_minutes,
    timeZone: row.time_zone,
    checkInCents: BigInt(row.check_in_cents),
    streakCents: BigInt(row.streak_cents),
    streakEvery: row.streak_every,
  };
}

/** The title in the reader's language, else English, else any. */
const titleIn = (titles: Record<string, string>, language: string) =>
  titles[language] ?? titles.EN ?? Object.values(titles)[0] ?? '';

interface BetTotals {
  validCents: bigint;
  rounds: bigint;
}
/** A span's bet totals by game type, read once however many missions share the span. */
type SpanTotals = Map<string, BetTotals>;

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The member's valid bets (SETTLED) and rounds (not CANCELLED) in the span, by game type: whole
 * UTC days from the bet_days roll-up, and only the partial days at either end from the bets
 * themselves, so a week of the demo member's bets costs a few hundred rows, not thousands.
 */
async function spanTotals(db: Queryable, memberId: number, span: PeriodSpan): Promise<SpanTotals> {
  const wholeFrom = Math.ceil(span.start / DAY) * DAY;
  const wholeTo = Math.floor(span.end / DAY) * DAY;
  const partial: [number, number][] =
    wholeFrom < wholeTo
      ? [
          [span.start, wholeFrom],
          [wholeTo, span.end],
        ]
      : [[span.start, span.end]];
  const rows: { game_type: string; valid: string; rounds: string }[] = [];
  if (wholeFrom < wholeTo)
    rows.push(
      ...(
        await db.query<{ game_type: string; valid: string; rounds: string }>(
          `SELECT game_type,
             COALESCE(sum(valid_bet_cents) FILTER (WHERE status = 'SETTLED'), 0)::text AS valid,
             COALESCE(sum(bets) FILTER (WHERE status <> 'CANCELLED'), 0)::text AS rounds
           FROM bet_days WHERE member_id = $1 AND day >= $2 AND day < $3 GROUP BY game_type`,
          [memberId, isoDay(wholeFrom), isoDay(wholeTo)],
        )
      ).rows,
    );
  for (const [from, to] of partial.filter(([a, b]) => a < b))
    rows.push(
      ...(
        await db.query<{ game_type: string; valid: string; rounds: string }>(
          `SELECT game_type,
             COALESCE(sum(valid_bet_cents) FILTER (WHERE status = 'SETTLED'), 0)::text AS valid,
             count(*) FILTER (WHERE status <> 'CANCELLED')::text AS rounds
           FROM bets WHERE member_id = $1 AND placed_at >= $2 AND placed_at < $3 GROUP BY game_type`,
          [memberId, new Date(from).toISOString(), new Date(to).toISOString()],
        )
      ).rows,
    );
  const totals: SpanTotals = new Map();
  for (const row of rows) {
    const sum = totals.get(row.game_type) ?? { validCents: 0n, rounds: 0n };
    sum.validCents += BigInt(row.valid);
    sum.rounds += BigInt(row.rounds);
    totals.set(row.game_type, sum);
  }
  return totals;
}

async function depositCents(db: Queryable, memberId: number, span: PeriodSpan): Promise<bigint> {
  const res = await db.query<{ n: string }>(
    `SELECT COALESCE(sum(amount_cents), 0)::text AS n FROM deposits
     WHERE member_id = $1 AND status = 'APPROVED' AND settled_at >= $2 AND settled_at < $3`,
    [memberId, new Date(span.start).toISOString(), new Date(span.end).toISOString()],
  );
  return BigInt(res.rows[0]!.n);
}

/** What the member's bets inside the span add up to, for a bet goal (VALID_BET, BET_COUNT). */
function measured(mission: MissionRow, totals: SpanTotals): bigint {
  const pick = (t: BetTotals) => (mission.goal === 'VALID_BET' ? t.validCents : t.rounds);
  if (mission.game_type) {
    const ofType = totals.get(mission.game_type);
    return ofType ? pick(ofType) : 0n;
  }
  let sum = 0n;
  for (const t of totals.values()) sum += pick(t);
  return sum;
}

/**
 * The merchant's missions running at `at`, with the member's progress and status in each one's
 * current period, in the catalogue's order. `period` narrows the list (daily tasks).
 */
export async function memberMissions(
  db: Queryable,
  merchant: string,
  memberId: number,
  at: number,
  language: string,
  settings: MissionSettings,
  filter: { period?: MissionPeriod; missionId?: string } = {},
): Promise<MemberMission[]> {
  const { rows } = await db.query<MissionRow>(
    `SELECT * FROM missions WHERE merchant = $1
       AND ($2::text IS NULL OR period = $2) AND ($3::text IS NULL OR id = $3)
       AND (period <> 'EVENT' OR (starts_at <= $4 AND ends_at > $4))
     ORDER BY sort, id`,
    [merchant, filter.period ?? null, filter.missionId ?? null, new Date(at).toISOString()],
  );
  if (!rows.length) return [];
  const spans = rows.map((m) =>
    periodSpan(m.period, at, settings.utcOffsetMinutes, {
      startsAt: m.starts_at?.getTime() ?? 0,
      endsAt: m.ends_at?.getTime() ?? 0,
    }),
  );
  const keys = rows.map((m, i) => `${m.id}|${spans[i]!.key}`);
  const claimed = new Set(
    (
      await db.query<{ k: string }>(
        `SELECT mission_id || '|' || period_key AS k FROM mission_claims
         WHERE member_id = $1 AND mission_id || '|' || period_key = ANY($2::text[])`,
        [memberId, keys],
      )
    ).rows.map((r) => r.k),
  );
  const fixed = new Map(
    (
      await db.query<{ k: string; progress: string }>(
        `SELECT mission_id || '|' || period_key AS k, progress::text AS progress FROM mission_progress
         WHERE member_id = $1 AND mission_id || '|' || period_key = ANY($2::text[])`,
        [memberId, keys],
      )
    ).rows.map((r) => [r.k, BigInt(r.progress)]),
  );
  // Each span (today, this week, an event) is read once, for every mission that shares it.
  const betsBySpan = new Map<string, Promise<SpanTotals>>();
  const depositsBySpan = new Map<string, Promise<bigint>>();
  const cached = <T>(cache: Map<string, Promise<T>>, span: PeriodSpan, read: () => Promise<T>) => {
    const key = `${span.start}-${span.end}`;
    if (!cache.has(key)) cache.set(key, read());
    return cache.get(key)!;
  };
  const missions: MemberMission[] = [];
  for (const [i, m] of rows.entries()) {
    const span = spans[i]!;
    const target = BigInt(m.target);
    const raw =
      fixed.get(keys[i]!) ??
      (m.goal === 'DEPOSIT'
        ? await cached(depositsBySpan, span, () => depositCents(db, memberId, span))
        : measured(m, await cached(betsBySpan, span, () => spanTotals(db, memberId, span))));
    const progress = raw > target ? target : raw;
    const status: MissionStatus = claimed.has(keys[i]!)
      ? 'CLAIMED'
      : progress >= target
        ? 'COMPLETE'
        : 'IN_PROGRESS';
    missions.push({
      id: m.id,
      title: titleIn(m.titles, language),
      period: m.period,
      goal: m.goal,
      gameType: m.game_type,
      span,
      progress,
      target,
      rewardCents: BigInt(m.reward_cents),
      status,
    });
  }
  return missions;
}

/** A goal's figure on the wire: an amount with 2 decimals, or a whole number of bets. */
export const goalFigure = (goal: MissionGoal, units: bigint) =>
  goal === 'BET_COUNT' ? Number(units) : fromCents(units);

/** One mission on the wire. */
export const missionView = (m: MemberMission) => ({
  missionId: m.id,
  title: m.title,
  period: m.period,
  goal: m.goal,
  ...(m.gameType ? { gameType: m.gameType } : {}),
  progress: goalFigure(m.goal, m.progress),
  target: goalFigure(m.goal, m.target),
  reward: fromCents(m.rewardCents),
  status: m.status,
  periodStart: new Date(m.span.start).toISOString(),
  periodEnd: new Date(m.span.end).toISOString(),
});

export const claimableCount = (missions: readonly MemberMission[]) =>
  missions.filter((m) => m.status === 'COMPLETE').length;

/** Free-play users play, but promotional money is for real accounts (§4). */
export function realMember(ctx: CallContext): MemberRow {
  const m = requireMember(ctx);
  if (m.type === TRIAL_TYPE)
    throw new ApiError('NEED_TRUE_ACCOUNT', 'please create a real account first');
  return m;
}

/** When the periods turn: the zone, and the next daily reset (local midnight). */
export const zoneView = (settings: MissionSettings, at: number) => ({
  timeZone: settings.timeZone,
  utcOffset: gmtLabel(settings.utcOffsetMinutes),
  resetAt: new Date(daySpan(at, settings.utcOffsetMinutes).end).toISOString(),
});
