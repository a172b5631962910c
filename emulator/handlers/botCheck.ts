// The platform's proof-of-work challenges (the ALTCHA scheme, altcha-lib on both sides): signed
// here, solved in the browser, used once. The login's bot check (BOTCHECK3) and the free-play
// login (FREEPLAY3) both ask for one; each challenge names its purpose inside what is signed, so
// one issued for a login cannot open a trial account, nor one for free play pass a login.
import { randomBytes } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { ChallengePurpose } from '../../core/api/wire/botCheck.js';
import type { CallHandler, MerchantRow } from '../context.js';
import type { Db } from '../db/database.js';
import { ApiError } from '../http/envelope.js';
import { moduleFlags } from './modules.js';

export const BOT_CHECK_FLAG = 'BOTCHECK3';
/** A challenge is good for five minutes: long enough to type a password, short for a stockpile. */
export const BOT_CHECK_LIFETIME_S = 300;
/**
 * 8 bits: about 256 hashes on average, tens of milliseconds in a browser. The platform tunes the
 * difficulty (a longer prefix, or a cost above 1) without the front end changing; the emulator
 * keeps it low so the journeys that log in at this brand do not pay for it.
 */
const KEY_PREFIX = '00';

/**
 * The signing secret: random per emulator process and never sent, so nothing a page or this
 * repository carries can sign a challenge (a real platform keeps one in its vault). A restart
 * voids the challenges out, which live five minutes anyway.
 */
const SECRET = randomBytes(32).toString('base64');
const secretOf = (merchant: string) => `${SECRET}:${merchant}`;

/** Issues a signed challenge of one purpose for the brand. */
export function issueChallenge(merchant: string, purpose: ChallengePurpose) {
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    keyPrefix: KEY_PREFIX,
    deriveKey,
    hmacSignatureSecret: secretOf(merchant),
    expiresAt: Math.floor(Date.now() / 1000) + BOT_CHECK_LIFETIME_S,
    data: { purpose },
  });
}

const challengeHandler =
  (purpose: ChallengePurpose): CallHandler =>
  async ({ merchant }) =>
    (await issueChallenge(merchant.code, purpose)) as unknown as Record<string, unknown>;

/** GET /wps/session/botcheck: a challenge for a login. */
export const botCheckChallenge = challengeHandler('login');
/** GET /wps/session/login/freeplay/challenge: a challenge for opening one trial account. */
export const freePlayChallenge = challengeHandler('freePlay');

function readToken(token: unknown): { challenge: Challenge; solution: Solution } | null {
  if (typeof token !== 'string' || token.length > 4096) return null;
  try {
    const parsed = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as {
      challenge?: Challenge;
      solution?: Solution;
    };
    return parsed.challenge?.parameters && parsed.solution
      ? { challenge: parsed.challenge, solution: parsed.solution }
      : null;
  } catch {
    return null;
  }
}

/**
 * Lets a request through only with a challenge this platform signed for this brand and this
 * purpose, solved, unexpired and never used before; else CAPTCHA_FAILED (§8 "captcha check
 * failed"), the refusal of a verification not passed.
 */
export async function requireSolvedChallenge(
  db: Db,
  merchant: MerchantRow,
  purpose: ChallengePurpose,
  token: unknown,
): Promise<void> {
  const refuse = (why: string) =>
    new ApiError('CAPTCHA_FAILED', `bot check (${purpose}) failed: ${why}`);
  const read = readToken(token);
  if (!read) throw refuse('no solved challenge');
  const result = await verifySolution({
    challenge: read.challenge,
    solution: read.solution,
    deriveKey,
    hmacSignatureSecret: secretOf(merchant.code),
  }).catch(() => null);
  if (!result?.verified) throw refuse(result?.expired ? 'the challenge expired' : 'not solved');
  // Read only once the signature holds: the purpose is part of what was signed.
  if (read.challenge.parameters.data?.purpose !== purpose)
    throw refuse('the challenge was issued for something else');
  await db.query(`DELETE FROM bot_check_used WHERE used_at < now() - make_interval(secs => $1)`, [
    2 * BOT_CHECK_LIFETIME_S,
  ]);
  const { rows } = await db.query(
    `INSERT INTO bot_check_used (merchant, signature) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING signature`,
    [merchant.code, read.challenge.signature ?? ''],
  );
  if (rows.length === 0) throw refuse('the challenge was used before');
}

/**
 * The login's bot check: does nothing where the brand has it off. Checked before the password,
 * so a script cannot probe passwords without paying for each try.
 */
export async function requireBotCheck(
  db: Db,
  merchant: MerchantRow,
  token: unknown,
): Promise<void> {
  if ((await moduleFlags(db, merchant.code)).get(BOT_CHECK_FLAG) !== true) return;
  await requireSolvedChallenge(db, merchant, 'login', token);
}
