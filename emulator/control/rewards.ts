// Control routes of the reward centre: the operator grants a member a reward (journeys grant their own, with an
// amount they know), and takes the granted ones away again afterwards. Paid rewards stay paid: the money a claim
// moved is in the ledger for good, only the reward rows go.
import { LANGUAGES } from '../../generated/languages.js';
import { toCents } from '../money/ledger.js';
import {
  REWARD_SOURCES,
  insertReward,
  type RewardSource,
  type RewardTitle,
} from '../handlers/rewardsStore.js';
import { bad, isObj, json, type ControlRoute } from './answer.js';

const MAX_TITLE = 200;
const MINUTE = 60_000;

async function memberOf(db: Parameters<ControlRoute>[0]['db'], merchant: string, account: string) {
  return (
    await db.query<{ id: number }>(
      'SELECT id FROM members WHERE merchant = $1 AND lower(account) = lower($2)',
      [merchant, account],
    )
  ).rows[0];
}

/** A title as one string (every language) or as { EN, CN, KM } with at least one of them. */
function titleOf(value: unknown): RewardTitle | string {
  if (typeof value === 'string') {
    if (value === '' || value.length > MAX_TITLE)
      return `/title must be 1 to ${MAX_TITLE} characters`;
    return Object.fromEntries(LANGUAGES.map((l) => [l, value]));
  }
  if (!isObj(value)) return '/title must be a string or an object of languages';
  const title: RewardTitle = {};
  for (const [lang, text] of Object.entries(value)) {
    if (!(LANGUAGES as readonly string[]).includes(lang))
      return `/title/${lang} is not a language (${LANGUAGES.join(', ')})`;
    if (typeof text !== 'string' || text === '' || text.length > MAX_TITLE)
      return `/title/${lang} must be 1 to ${MAX_TITLE} characters`;
    title[lang as keyof RewardTitle] = text;
  }
  return Object.keys(title).length > 0 ? title : '/title needs at least one language';
}

/**
 * POST /__emulator/merchants/:code/members/:account/rewards
 * { title, amount, source?: 'PROMOTION', expiresInMinutes?: never when absent (negative: already expired) }
 */
const grantReward: ControlRoute = async (state, p, body) => {
  if (!isObj(body)) return bad('body must be { title, amount, source?, expiresInMinutes? }');
  const title = titleOf(body.title);
  if (typeof title === 'string') return bad(title);
  const amount = body.amount;
  if (typeof amount !== 'number' || !(amount > 0) || Math.round(amount * 100) !== amount * 100)
    return bad('/amount must be a positive number with at most 2 decimals');
  const source = (body.source ?? 'PROMOTION') as RewardSource;
  if (!REWARD_SOURCES.includes(source))
    return bad(`/source must be one of ${REWARD_SOURCES.join(', ')}`);
  const minutes = body.expiresInMinutes;
  if (minutes !== undefined && (typeof minutes !== 'number' || !Number.isFinite(minutes)))
    return bad('/expiresInMinutes must be a number');
  const member = await memberOf(state.db, p.code!, p.account!);
  if (!member) return bad(`no member ${p.account} on ${p.code}`, 404);
  const now = state.clock.now();
  const rewardId = await insertReward(state.db, {
    merchant: p.code!,
    memberId: member.id,
    source,
    title,
    cents: toCents(amount),
    grantedAt: now,
    ...(minutes !== undefined ? { expiresAt: now + minutes * MINUTE } : {}),
    control: true,
  });
  return json({ rewardId }, 201);
};

/** DELETE /__emulator/merchants/:code/members/:account/rewards: removes the rewards the control API granted. */
const removeGranted: ControlRoute = async (state, p) => {
  const member = await memberOf(state.db, p.code!, p.account!);
  if (!member) return bad(`no member ${p.account} on ${p.code}`, 404);
  const { rows } = await state.db.query<{ n: number }>(
    `WITH gone AS (DELETE FROM rewards WHERE member_id = $1 AND control_granted RETURNING 1)
     SELECT count(*)::int AS n FROM gone`,
    [member.id],
  );
  return json({ removed: rows[0]?.n ?? 0 });
};

export const rewardRoutes: [string, string, ControlRoute][] = [
  ['POST', '/__emulator/merchants/:code/members/:account/rewards', grantReward],
  ['DELETE', '/__emulator/merchants/:code/members/:account/rewards', removeGranted],
];
