// Control routes of agent contracts (issue 14 point 6): move the clock forward and settle what it
// finished, put the journey's contracts back, and give a member settled bets "now" (team volume).
import { bad, isObj, json, type ControlRoute } from './answer.js';
import { settleUpTo } from '../contracts/runner.js';
import { placeBets } from '../contracts/bets.js';
import { seedAgent12Contract } from '../seed/contracts.js';

/** At most a year per call: the runner settles every period in between. */
const MAX_ADVANCE_MS = 366 * 86_400_000;

/**
 * POST /__emulator/clock/advance { ms }: the fixed clock moves ms forward (a clock that follows real
 * time is fixed at now + ms), then every merchant settles up to it. Answers the clock and the run.
 */
const advanceClock: ControlRoute = async (state, _p, body) => {
  const ms = isObj(body) ? body.ms : undefined;
  if (typeof ms !== 'number' || !Number.isInteger(ms) || ms < 0 || ms > MAX_ADVANCE_MS)
    return bad(`/ms must be an integer from 0 to ${MAX_ADVANCE_MS}`);
  state.clock.fixed = state.clock.now() + ms;
  const report = await settleUpTo(state.db, state.clock.now());
  return json({
    now: new Date(state.clock.now()).toISOString(),
    fixed: true,
    settled: report.settled,
    paid: report.paidCents / 100,
    forced: report.forced,
    frozen: report.frozen,
  });
};

/**
 * POST /__emulator/merchants/:code/contracts/reset: the contracts of the journey's accounts (agent11,
 * agent12) go with their settlements, their freezes and agent01's lift, and the seeded agent11 → agent12
 * daily salary is written again (active from now). Money already paid stays paid: the ledger only moves forward.
 */
const resetContracts: ControlRoute = async (state, p) => {
  const code = p.code!;
  const { rows } = await state.db.query<{ id: number }>(
    `SELECT id FROM members WHERE merchant = $1 AND account IN ('agent01', 'agent11', 'agent12')`,
    [code],
  );
  if (rows.length < 3) return bad(`no agent01, agent11 and agent12 on ${code}`, 404);
  const journey = rows.map((r) => r.id);
  const removed = await state.db.transaction(async (tx) => {
    const gone = await tx.query(
      `DELETE FROM contracts WHERE merchant = $1
         AND (upline_id = ANY($2::int[]) AND downline_id = ANY($2::int[]))`,
      [code, journey],
    );
    await tx.query('DELETE FROM member_freezes WHERE member_id = ANY($1::int[])', [journey]);
    await seedAgent12Contract(tx, code, state.clock.now());
    return gone.affectedRows ?? 0;
  });
  return json({ reset: true, contractsRemoved: removed });
};

/**
 * POST /__emulator/merchants/:code/members/:account/bets { amount, count, win? }: `count` settled bets of
 * `amount` each at the current clock (a winner pays twice the stake), so a journey makes team volume today.
 */
const placeMemberBets: ControlRoute = async (state, p, body) => {
  if (!isObj(body)) return bad('body must be { amount, count, win? }');
  const { amount, count, win } = body;
  if (typeof amount !== 'number' || !(amount > 0) || Math.round(amount * 100) !== amount * 100)
    return bad('/amount must be a positive number with at most 2 decimals');
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > 1000)
    return bad('/count must be an integer from 1 to 1000');
  if (win !== undefined && typeof win !== 'boolean') return bad('/win must be a boolean');
  const member = (
    await state.db.query<{ id: number }>(
      'SELECT id FROM members WHERE merchant = $1 AND lower(account) = lower($2)',
      [p.code, p.account],
    )
  ).rows[0];
  if (!member) return bad(`no member ${p.account} on ${p.code}`, 404);
  const now = state.clock.now();
  const betCents = Math.round(amount * 100);
  // A millisecond apart, ending just before now: inside the current period whatever its length.
  const bets = Array.from({ length: count }, (_, i) => ({
    at: now - count + i,
    betCents,
    payoutCents: win ? betCents * 2 : 0,
  }));
  await state.db.transaction((tx) => placeBets(tx, p.code!, member.id, bets));
  return json({ placed: count, volume: (betCents * count) / 100, at: new Date(now).toISOString() });
};

export const contractRoutes: [string, string, ControlRoute][] = [
  ['POST', '/__emulator/clock/advance', advanceClock],
  ['POST', '/__emulator/merchants/:code/contracts/reset', resetContracts],
  ['POST', '/__emulator/merchants/:code/members/:account/bets', placeMemberBets],
];
