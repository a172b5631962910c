// The referral programme of a brand (issue 13 point 5) and the invite codes of its seeded accounts.
import type { Db } from '../db/database.js';
import { referralCodeOf } from '../handlers/referralProgramme.js';
import type { MerchantSeed } from './merchants.js';

/** What a friend earns the referrer and the deposit that qualifies a friend, in dollars (scaled to the currency). */
export const REFERRAL_REWARD_DOLLARS = 5;
export const QUALIFYING_DEPOSIT_DOLLARS = 20;

/** The same dollar amounts look like the brand's own money (riel, yuan), as the seeded bonuses do. */
const currencyScale: Record<string, number> = { USD: 1, CNY: 7, KHR: 4000 };

/** The brand's programme, then a code for each of its members, made the way a first ask makes one. */
export async function seedReferrals(tx: Pick<Db, 'query'>, m: MerchantSeed): Promise<void> {
  const scale = currencyScale[m.currency] ?? 1;
  await tx.query(
    `INSERT INTO referral_programmes (merchant, reward_cents, qualifying_deposit_cents) VALUES ($1, $2, $3)
     ON CONFLICT (merchant) DO NOTHING`,
    [m.code, REFERRAL_REWARD_DOLLARS * 100 * scale, QUALIFYING_DEPOSIT_DOLLARS * 100 * scale],
  );
  const members = await tx.query<{ id: number }>(
    'SELECT id FROM members WHERE merchant = $1 ORDER BY id',
    [m.code],
  );
  for (const { id } of members.rows) await referralCodeOf(tx, m.code, id);
}
