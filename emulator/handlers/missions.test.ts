import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.js';
import { openSeededCopy } from '../db/snapshot.js';
import { call, control, login, start, type TestEmulator } from '../testing/harness.js';
import { addDays, dayStart, localDate } from './missionPeriods.js';
import { memberMissions, missionSettings } from './missionsProgress.js';
import { maskAccount } from './missions.js';

const MERCHANT = 'dflt88';
/** dflt88 keeps Asia/Singapore time (seed/missions.ts). */
const OFFSET = 480;
const HOUR = 3_600_000;

describe('progress is read from the seeded bets', () => {
  let db: Db;
  let demoId: number;
  let lastBet: number;

  beforeAll(async () => {
    db = await openSeededCopy();
    demoId = (
      await db.query<{ id: number }>(
        "SELECT id FROM members WHERE merchant = $1 AND account = 'demo'",
        [MERCHANT],
      )
    ).rows[0]!.id;
    lastBet = (
      await db.query<{ at: Date }>('SELECT max(placed_at) AS at FROM bets WHERE member_id = $1', [
        demoId,
      ])
    ).rows[0]!.at.getTime();
    // Targets no one reaches, so the progress is the plain sum and not capped at the target.
    await db.query(
      `INSERT INTO missions (merchant, id, titles, period, goal, game_type, target, reward_cents, sort) VALUES
       ($1, 'T_DAY_LIVE', '{"EN":"Test live"}', 'DAILY', 'VALID_BET', 'LIVE', 1e15, 100, 90),
       ($1, 'T_WEEK_COUNT', '{"EN":"Test rounds"}', 'WEEKLY', 'BET_COUNT', NULL, 1e15, 100, 91)`,
      [MERCHANT],
    );
  }, 180_000);
  afterAll(async () => db?.close());

  it('sums the valid bets of the local day and counts the rounds of the local week', async () => {
    const settings = await missionSettings(db, MERCHANT);
    expect(settings.utcOffsetMinutes).toBe(OFFSET);
    const missions = await memberMissions(db, MERCHANT, demoId, lastBet, 'EN', settings);
    const live = missions.find((m) => m.id === 'T_DAY_LIVE')!;
    const rounds = missions.find((m) => m.id === 'T_WEEK_COUNT')!;

    // The same figures worked out independently, in SQL, from the bets table.
    const local = `($2::timestamptz AT TIME ZONE 'UTC' + interval '8 hours')`;
    const dayFrom = `(date_trunc('day', ${local}) - interval '8 hours') AT TIME ZONE 'UTC'`;
    const weekFrom = `(date_trunc('week', ${local}) - interval '8 hours') AT TIME ZONE 'UTC'`;
    const expected = (
      await db.query<{ live: string; rounds: string }>(
        `SELECT
           (SELECT COALESCE(sum(valid_bet_cents), 0) FROM bets WHERE member_id = $1 AND game_type = 'LIVE'
              AND status = 'SETTLED' AND placed_at >= ${dayFrom} AND placed_at < ${dayFrom} + interval '1 day')::text AS live,
           (SELECT count(*) FROM bets WHERE member_id = $1 AND status <> 'CANCELLED'
              AND placed_at >= ${weekFrom} AND placed_at < ${weekFrom} + interval '7 days')::text AS rounds`,
        [demoId, new Date(lastBet).toISOString()],
      )
    ).rows[0]!;
    expect(live.progress).toBe(BigInt(expected.live));
    expect(rounds.progress).toBe(BigInt(expected.rounds));
    expect(live.progress).toBeGreaterThan(0n);
    expect(rounds.progress).toBeGreaterThan(0n);
    expect(live.status).toBe('IN_PROGRESS');
  });

  it('caps progress at the target and marks the mission complete', async () => {
    const settings = await missionSettings(db, MERCHANT);
    const [daily] = await memberMissions(db, MERCHANT, demoId, lastBet, 'EN', settings, {
      missionId: 'DAILY_ROUNDS',
    });
    // The demo member bets about a thousand rounds a day; the mission asks for 20.
    expect(daily!.progress).toBe(daily!.target);
    expect(daily!.status).toBe('COMPLETE');
  });

  it('lists the daily subset with the title in the reader language', async () => {
    const settings = await missionSettings(db, MERCHANT);
    const daily = await memberMissions(db, MERCHANT, demoId, lastBet, 'CN', settings, {
      period: 'DAILY',
    });
    expect(daily.map((m) => m.id)).toEqual([
      'DAILY_BET',
      'DAILY_ROUNDS',
      'DAILY_SLOTS',
      'DAILY_DEPOSIT',
      'T_DAY_LIVE',
    ]);
    expect(daily[0]!.title).toBe('每日投注');
    expect(daily.at(-1)!.title).toBe('Test live');
  });
});

describe('missions over the wire', () => {
  let emu: TestEmulator;
  let token: string;

  const send = (
    method: string,
    path: string,
    opts: { body?: unknown; key?: string; merchant?: string; token?: string } = {},
  ) => call(emu.url, method, path, { merchant: MERCHANT, token, ...opts });
  const ctl = async (method: string, path: string, body?: unknown) => {
    const answer = await control(emu.url, method, path, body);
    expect(answer.status, path).toBeLessThan(300);
    return answer.body;
  };
  const balance = async () =>
    (
      (await send('GET', '/wps/v2/wallets/balance')).body.value as {
        balance: number;
      }
    ).balance;
  const summary = async (query = '') =>
    (await send('GET', `/wps/relay/MCSFE_getMissionSummaryDetails${query}`)).body.value as {
      unclaimedCount: number;
      resetAt: string;
      utcOffset: string;
      missions: { missionId: string; status: string; reward: number; progress: number }[];
    };
  const claim = (missionId: string, key: string) =>
    send('POST', '/wps/relay/MCSFE_claimMissionReward', { body: { missionId }, key });
  const checkIn = (key: string) =>
    send('POST', '/wps/relay/MCSFE_signUpRequestReward', { body: {}, key });
  const calendar = async () =>
    (await send('GET', '/wps/relay/MCSFE_getSignInTaskDetails')).body.value as {
      today: string;
      checkedInToday: boolean;
      streak: number;
      todayReward: number;
      dayReward: number;
      streakReward: number;
      days: { date: string; state: string; reward: number; streakDay?: number }[];
    };
  const ledgerOk = async () => {
    const check = await ctl('GET', '/__emulator/ledger/check');
    expect(check.ok).toBe(true);
    expect(check.keysAppliedTwice).toBe(0);
  };
  const setClock = (now: number | null) => ctl('PUT', '/__emulator/clock', { now });
  const MEMBER = `/__emulator/merchants/${MERCHANT}/members/demo/missions`;

  beforeAll(async () => {
    emu = await start();
    const res = await login(emu.url, 'demo', 'Demo1234', {}, MERCHANT);
    token = String(res.body.value?.token);
  }, 180_000);
  afterAll(async () => emu?.close());

  it('counts the claimable missions and says when the day resets', async () => {
    const s = await summary();
    expect(s.unclaimedCount).toBe(s.missions.filter((m) => m.status === 'COMPLETE').length);
    expect(s.utcOffset).toBe('GMT+08:00');
    const reset = Date.parse(s.resetAt);
    expect(localDate(reset, OFFSET)).toBe(addDays(localDate(Date.now(), OFFSET), 1));
    expect(reset).toBe(dayStart(localDate(reset, OFFSET), OFFSET));
    const daily = await summary('?period=DAILY');
    expect(daily.missions.every((m) => m.missionId.startsWith('DAILY_'))).toBe(true);
    // The badge counts every claimable mission, also when a page asks for one period only.
    expect(daily.unclaimedCount).toBe(s.unclaimedCount);
  });

  it('pays a completed mission once: a retry answers the first claim, a second tab is refused', async () => {
    await ctl('DELETE', MEMBER);
    const fixed = await ctl('PUT', `${MEMBER}/DAILY_DEPOSIT/progress`, { progress: 100 });
    expect(fixed.status).toBe('COMPLETE');
    const before = await balance();
    const badgeBefore = (await summary()).unclaimedCount;

    const first = await claim('DAILY_DEPOSIT', 'mission-claim-1');
    const retry = await claim('DAILY_DEPOSIT', 'mission-claim-1');
    expect(first.body.success, JSON.stringify(first.body)).toBe(true);
    expect(retry.body).toEqual(first.body);
    const paid = first.body.value as { reward: number; unclaimedCount: number };
    expect(paid.reward).toBe(3);
    expect(paid.unclaimedCount).toBe(badgeBefore - 1);

    const otherTab = await claim('DAILY_DEPOSIT', 'mission-claim-2');
    expect(otherTab.body.success).toBe(false);
    expect(otherTab.body.code).toBe('REWARD_ALREADY_CLAIMED');

    expect(await balance()).toBeCloseTo(before + 3, 2);
    const after = await summary();
    expect(after.missions.find((m) => m.missionId === 'DAILY_DEPOSIT')!.status).toBe('CLAIMED');
    expect(after.unclaimedCount).toBe(badgeBefore - 1);
    await ledgerOk();
  });

  it('refuses a mission that has not reached its target and moves nothing', async () => {
    await ctl('PUT', `${MEMBER}/WEEKLY_DEPOSIT/progress`, { progress: 499.99 });
    const before = await balance();
    const res = await claim('WEEKLY_DEPOSIT', 'mission-claim-3');
    expect(res.body.code).toBe('MISSION_INCOMPLETE');
    expect(await balance()).toBe(before);
    const unknown = await claim('NO_SUCH_MISSION', 'mission-claim-4');
    expect(unknown.body.code).toBe('NOT_FOUND');
    const noKey = await send('POST', '/wps/relay/MCSFE_claimMissionReward', {
      body: { missionId: 'DAILY_ROUNDS' },
    });
    expect(noKey.body.code).toBe('IDEMPOTENCY_KEY_REQUIRED');
  });

  it('checks in once a local day, the new day starting at midnight in the merchant zone', async () => {
    // A day with no seeded check-ins around it: 2031-03-10, one minute before midnight in Singapore.
    const day = '2031-03-10';
    const lastMinute = dayStart(addDays(day, 1), OFFSET) - 60_000;
    await setClock(lastMinute);
    try {
      const before = await balance();
      const first = await checkIn('check-in-1');
      expect(first.body.success, JSON.stringify(first.body)).toBe(true);
      expect(first.body.value).toEqual({ date: day, reward: 1, streak: 1, checkedInToday: true });
      expect((await checkIn('check-in-1')).body).toEqual(first.body);
      const again = await checkIn('check-in-2');
      expect(again.body.code).toBe('ALREADY_CHECKED_IN');
      expect(await balance()).toBeCloseTo(before + 1, 2);

      const cal = await calendar();
      expect(cal.today).toBe(day);
      expect(cal.checkedInToday).toBe(true);
      expect(cal.days.find((d) => d.date === day)).toEqual({
        date: day,
        state: 'CHECKED',
        reward: 1,
        streakDay: 1,
      });
      expect(cal.days).toHaveLength(31);
      expect(cal.days.find((d) => d.date === '2031-03-09')!.state).toBe('MISSED');

      // Two minutes later it is the 11th in Singapore (still the 10th in UTC): a new check-in.
      await setClock(lastMinute + 2 * 60_000);
      const next = await checkIn('check-in-3');
      expect(next.body.value).toEqual({
        date: '2031-03-11',
        reward: 1,
        streak: 2,
        checkedInToday: true,
      });
      await ledgerOk();
    } finally {
      await setClock(null);
    }
  });

  it('pays the streak reward on the 7th day in a row and shows what the coming days pay', async () => {
    const first = '2031-05-01';
    try {
      for (let i = 0; i < 7; i++) {
        await setClock(dayStart(addDays(first, i), OFFSET) + 10 * HOUR);
        if (i === 5) {
          const cal = await calendar();
          expect(cal.streak).toBe(5);
          expect(cal.todayReward).toBe(1);
          // Tomorrow would be the 7th day in a row.
          expect(cal.days.find((d) => d.date === '2031-05-07')).toMatchObject({
            state: 'UPCOMING',
            reward: 5,
          });
        }
        const res = await checkIn(`streak-${i}`);
        expect(res.body.value).toMatchObject({ streak: i + 1, reward: i === 6 ? 5 : 1 });
      }
      expect((await calendar()).streak).toBe(7);
    } finally {
      await setClock(null);
    }
  });

  it('pays once when two tabs check in at the same moment with their own keys', async () => {
    await setClock(dayStart('2031-07-04', OFFSET) + 12 * HOUR);
    try {
      const before = await balance();
      const answers = await Promise.all([checkIn('tab-a'), checkIn('tab-b')]);
      expect(answers.filter((a) => a.body.success)).toHaveLength(1);
      expect(answers.find((a) => !a.body.success)!.body.code).toBe('ALREADY_CHECKED_IN');
      expect(await balance()).toBeCloseTo(before + 1, 2);
      await ledgerOk();
    } finally {
      await setClock(null);
    }
  });

  it('ranks members by valid bets this week, own row marked, names masked', async () => {
    const res = await send('GET', '/wps/relay/MCSFE_getMissionLeaderboard?pageSize=10');
    const board = res.body.value as {
      list: { rank: number; customerName: string; score: number; self: boolean }[];
      own?: { rank: number };
    };
    const scores = board.list.map((r) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(board.list.map((r) => r.rank)).toEqual(board.list.map((_, i) => i + 1));
    expect(board.list.every((r) => r.customerName.includes('***'))).toBe(true);
    const mine = board.list.filter((r) => r.self);
    expect(mine.length).toBeLessThanOrEqual(1);
    if (board.own) expect(mine[0]?.rank ?? board.own.rank).toBe(board.own.rank);
    expect(maskAccount('demo')).toBe('de***o');
    expect(maskAccount('player03')).toBe('pl***3');
  });

  it('answers the platform refusal where MISSION.enabled is off', async () => {
    const angkor = await login(emu.url, 'demo', 'Demo1234', {}, 'angkor7');
    const other = String(angkor.body.value?.token);
    for (const [method, path] of [
      ['GET', '/wps/relay/MCSFE_getMissionSummaryDetails'],
      ['GET', '/wps/relay/MCSFE_getMissionLeaderboard'],
      ['GET', '/wps/relay/MCSFE_getSignInTaskDetails'],
      ['POST', '/wps/relay/MCSFE_signUpRequestReward'],
      ['POST', '/wps/relay/MCSFE_claimMissionReward'],
    ] as const) {
      const res = await send(method, path, {
        merchant: 'angkor7',
        token: other,
        key: 'gate-test',
        ...(method === 'POST'
          ? { body: path.includes('claim') ? { missionId: 'DAILY_BET' } : {} }
          : {}),
      });
      expect(res.body.code, path).toBe('OPERATION_NOT_ALLOWED');
    }
    // The unauthenticated call is refused too.
    const anonymous = await call(emu.url, 'GET', '/wps/relay/MCSFE_getMissionSummaryDetails');
    expect(anonymous.body.success).toBe(false);
  });
});
