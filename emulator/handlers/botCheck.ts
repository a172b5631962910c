// The login's bot check (BOTCHECK3): a proof-of-work challenge the platform signs and the browser
// solves (the ALTCHA scheme, altcha-lib on both sides). Solving costs a browser a moment, once;
// a script trying passwords pays it for every attempt.
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
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

/** The emulator's signing secret of a brand (a real platform keeps one in its vault). */
const secretOf = (merchant: string) => `emulator-bot-check:${merchant}`;

export const botCheckChallenge: CallHandler = async ({ merchant }) => {
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    keyPrefix: KEY_PREFIX,
    deriveKey,
    hmacSignatureSecret: secretOf(merchant.code),
    expiresAt: Math.floor(Date.now() / 1000) + BOT_CHECK_LIFETIME_S,
  });
  return challenge as unknown as Record<string, unknown>;
};

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
 * Lets a login through only with a solved, unexpired, untampered challenge of this brand, used
 * once; does nothing where the brand has the bot check off. Checked before the password, so a
 * script cannot probe passwords without paying for each try.
 */
export async function requireBotCheck(
  db: Db,
  merchant: MerchantRow,
  token: unknown,
): Promise<void> {
  if ((await moduleFlags(db, merchant.code)).get(BOT_CHECK_FLAG) !== true) return;
  const refuse = (why: string) => new ApiError('CAPTCHA_FAILED', `bot check failed: ${why}`);
  const read = readToken(token);
  if (!read) throw refuse('no solved challenge');
  const result = await verifySolution({
    challenge: read.challenge,
    solution: read.solution,
    deriveKey,
    hmacSignatureSecret: secretOf(merchant.code),
  }).catch(() => null);
  if (!result?.verified) throw refuse(result?.expired ? 'the challenge expired' : 'not solved');
  await db.query(`DELETE FROM bot_check_used WHERE used_at < now() - make_interval(secs => $1)`, [
    2 * BOT_CHECK_LIFETIME_S,
  ]);
  const { rows } = await db.query(
    `INSERT INTO bot_check_used (merchant, signature) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING signature`,
    [merchant.code, read.challenge.signature ?? ''],
  );
  if (rows.length === 0) throw refuse('the challenge was used before');
}
