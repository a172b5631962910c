// The sign-in task (§1; gated by MISSION.enabled, since the platform's table names no module for
// it): a check-in a day in the merchant's time zone, paid as a 'bonus' movement, with a bigger
// reward on every 7th day in a row; and the month's calendar of it.
import type { CallHandler } from '../context.js';
import { requireMember } from '../context.js';
import { ApiError } from '../http/envelope.js';
import { fromCents, once, post, type Queryable } from '../money/ledger.js';
import { addDays, localDate } from './missionPeriods.js';
import { missionSettings, realMember, zoneView, type MissionSettings } from './missionsProgress.js';

type DayState = 'CHECKED' | 'MISSED' | 'TODAY' | 'UPCOMING';

interface CheckInRow {
  day: string;
  streak: number;
  reward_cents: string;
}

/** A day's reward when it is the `streak`-th day in a row. */
const rewardOf = (settings: MissionSettings, streak: number) =>
  streak % settings.streakEvery === 0 ? settings.streakCents : settings.checkInCents;

/** The member's check-ins from `from` (a local date) on, by date. */
async function checkInsFrom(db: Queryable, memberId: number, from: string) {
  const { rows } = await db.query<CheckInRow>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, streak, reward_cents::text AS reward_cents
     FROM check_ins WHERE member_id = $1 AND day >= $2 ORDER BY day`,
    [memberId, from],
  );
  return new Map(rows.map((r) => [r.day, r]));
}

/** Days of the month of `date` (YYYY-MM-DD), first to last. */
function monthDays(date: string): string[] {
  const first = `${date.slice(0, 8)}01`;
  const days: string[] = [];
  for (let d = first; d.slice(0, 7) === first.slice(0, 7); d = addDays(d, 1)) days.push(d);
  return days;
}

const signInCalendar: CallHandler = async (ctx) => {
  const member = requireMember(ctx);
  const at = ctx.now();
  const settings = await missionSettings(ctx.db, ctx.merchant.code);
  const today = localDate(at, settings.utcOffsetMinutes);
  const days = monthDays(today);
  // From the day before the month: a run that began last month still counts.
  const checks = await checkInsFrom(ctx.db, member.id, addDays(days[0]!, -1));
  const todayRow = checks.get(today);
  const yesterdayRun = checks.get(addDays(today, -1))?.streak ?? 0;
  const streak = todayRow?.streak ?? yesterdayRun;
  // Days still to come are shown with what they pay if the member checks in every day from now.
  let next = todayRow ? todayRow.streak : yesterdayRun;
  const calendar = days.map((date) => {
    const row = checks.get(date);
    let state: DayState;
    let cents: bigint;
    if (row) {
      state = 'CHECKED';
      cents = BigInt(row.reward_cents);
    } else if (date < today) {
      state = 'MISSED';
      cents = settings.checkInCents;
    } else {
      state = date === today ? 'TODAY' : 'UPCOMING';
      next += 1;
      cents = rewardOf(settings, next);
    }
    return {
      date,
      state,
      reward: fromCents(cents),
      ...(row ? { streakDay: row.streak } : {}),
    };
  });
  return {
    ...zoneView(settings, at),
    month: today.slice(0, 7),
    today,
    checkedInToday: Boolean(todayRow),
    streak,
    todayReward: fromCents(
      todayRow ? BigInt(todayRow.reward_cents) : rewardOf(settings, yesterdayRun + 1),
    ),
    dayReward: fromCents(settings.checkInCents),
    streakReward: fromCents(settings.streakCents),
    streakEvery: settings.streakEvery,
    days: calendar,
  };
};

/**
 * Checks the member in for today (merchant's zone) and pays the day's reward. Once per
 * Idempotency-Key, and once per day whatever the key: the member row is locked before today's
 * check-in is looked up, so a second tab finds the first one's (ALREADY_CHECKED_IN); the table's
 * primary key (member, day) backs the same rule.
 */
const signInReward: CallHandler = async (ctx) => {
  const member = realMember(ctx);
  return once(ctx, 'signInReward', async (tx) => {
    await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [member.id]);
    const at = ctx.now();
    const settings = await missionSettings(tx, ctx.merchant.code);
    const today = localDate(at, settings.utcOffsetMinutes);
    const yesterday = addDays(today, -1);
    const checks = await checkInsFrom(tx, member.id, yesterday);
    if (checks.has(today))
      throw new ApiError('ALREADY_CHECKED_IN', `already checked in on ${today}`);
    const streak = (checks.get(yesterday)?.streak ?? 0) + 1;
    const cents = rewardOf(settings, streak);
    const movementId = await post(tx, {
      memberId: member.id,
      kind: 'bonus',
      reference: `CHECKIN-${today}`,
      note: `Sign-in task ${today}`,
      at,
      legs: [
        { account: { house: 'bonus' }, cents: -cents },
        { account: { memberId: member.id, wallet: 'MAIN' }, cents },
      ],
    });
    await tx.query(
      `INSERT INTO check_ins (member_id, day, streak, reward_cents, movement_id, checked_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [member.id, today, streak, cents.toString(), movementId, new Date(at).toISOString()],
    );
    return { date: today, reward: fromCents(cents), streak, checkedInToday: true };
  });
};

export const signInHandlers: Record<string, CallHandler> = { signInCalendar, signInReward };
