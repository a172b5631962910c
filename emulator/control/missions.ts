// Control routes for missions and the sign-in task: read a member's missions as the member sees
// them, fix a mission's progress for its current period (so a journey has a claimable mission
// whatever the seeded bets of the day), and put the member's mission state back afterwards.
import type { EmulatorState } from '../context.js';
import { bad, isObj, json, type ControlRoute } from './answer.js';
import { localDate } from '../handlers/missionPeriods.js';
import {
  claimableCount,
  memberMissions,
  missionSettings,
  missionView,
} from '../handlers/missionsProgress.js';
import { toCents } from '../money/ledger.js';

async function memberOf(state: EmulatorState, merchant: string, account: string) {
  return (
    await state.db.query<{ id: number; default_language: string }>(
      `SELECT m.id, x.default_language FROM members m JOIN merchants x ON x.code = m.merchant
       WHERE m.merchant = $1 AND lower(m.account) = lower($2)`,
      [merchant, account],
    )
  ).rows[0];
}

/** GET …/members/:account/missions: the member's running missions, in the brand's language. */
const readMissions: ControlRoute = async (state, p) => {
  const member = await memberOf(state, p.code!, p.account!);
  if (!member) return bad(`no member ${p.account} on ${p.code}`, 404);
  const settings = await missionSettings(state.db, p.code!);
  const missions = await memberMissions(
    state.db,
    p.code!,
    member.id,
    state.clock.now(),
    member.default_language,
    settings,
  );
  return json({ unclaimedCount: claimableCount(missions), missions: missions.map(missionView) });
};

/**
 * PUT …/members/:account/missions/:missionId/progress { progress }: the mission's progress in its
 * current period, in the goal's own figure (an amount, or a number of bets), instead of the one
 * read from bets and deposits. Its target or more makes it claimable.
 */
const fixProgress: ControlRoute = async (state, p, body) => {
  if (!isObj(body) || typeof body.progress !== 'number' || !(body.progress >= 0))
    return bad('body must be { progress: a number of 0 or more }');
  const member = await memberOf(state, p.code!, p.account!);
  if (!member) return bad(`no member ${p.account} on ${p.code}`, 404);
  const settings = await missionSettings(state.db, p.code!);
  const [mission] = await memberMissions(
    state.db,
    p.code!,
    member.id,
    state.clock.now(),
    member.default_language,
    settings,
    { missionId: p.missionId! },
  );
  if (!mission) return bad(`no running mission ${p.missionId} on ${p.code}`, 404);
  const units =
    mission.goal === 'BET_COUNT' ? BigInt(Math.floor(body.progress)) : toCents(body.progress);
  await state.db.query(
    `INSERT INTO mission_progress (member_id, mission_id, period_key, progress) VALUES ($1, $2, $3, $4)
     ON CONFLICT (member_id, mission_id, period_key) DO UPDATE SET progress = EXCLUDED.progress`,
    [member.id, mission.id, mission.span.key, units.toString()],
  );
  const [after] = await memberMissions(
    state.db,
    p.code!,
    member.id,
    state.clock.now(),
    member.default_language,
    settings,
    { missionId: mission.id },
  );
  return json(missionView(after!));
};

/**
 * DELETE …/members/:account/missions: forgets the member's claims, fixed progress and today's
 * check-in (the seeded check-ins of earlier days stay). Rewards already paid stay paid: the
 * ledger is never rewritten, so the balance keeps them.
 */
const resetMissions: ControlRoute = async (state, p) => {
  const member = await memberOf(state, p.code!, p.account!);
  if (!member) return bad(`no member ${p.account} on ${p.code}`, 404);
  const settings = await missionSettings(state.db, p.code!);
  const today = localDate(state.clock.now(), settings.utcOffsetMinutes);
  const counts = await state.db.transaction(async (tx) => {
    const claims = await tx.query('DELETE FROM mission_claims WHERE member_id = $1', [member.id]);
    const fixed = await tx.query('DELETE FROM mission_progress WHERE member_id = $1', [member.id]);
    const checks = await tx.query('DELETE FROM check_ins WHERE member_id = $1 AND day >= $2', [
      member.id,
      today,
    ]);
    return {
      claims: claims.affectedRows ?? 0,
      progress: fixed.affectedRows ?? 0,
      checkIns: checks.affectedRows ?? 0,
    };
  });
  return json({ reset: true, removed: counts });
};

const MEMBER = '/__emulator/merchants/:code/members/:account/missions';

export const missionRoutes: [string, string, ControlRoute][] = [
  ['GET', MEMBER, readMissions],
  ['PUT', `${MEMBER}/:missionId/progress`, fixProgress],
  ['DELETE', MEMBER, resetMissions],
];
