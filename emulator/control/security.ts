// Control route for the security-centre journey: put a member's profile and security state back as seeded.
import type { EmulatorState } from '../context.js';
import type { Params } from '../http/router.js';
import { accountSeeds, mobileOf, payeeNameOf } from '../seed/accounts.js';
import type { MerchantSeed } from '../seed/merchants.js';
import { json, type ControlAnswer } from './answer.js';

/**
 * POST /__emulator/merchants/:code/members/:account/security/reset — nickname, real name, contacts
 * (verified), birthday and authenticator as seeded, the further profile fields (§3) empty; no funds password, no bank cards, no pending
 * secret. That is the demo member's seeded state; seeded cards of other members are not restored.
 */
export async function resetMemberSecurity(state: EmulatorState, p: Params): Promise<ControlAnswer> {
  const index = accountSeeds.findIndex((a) => a.account === p.account?.toLowerCase());
  const seed = accountSeeds[index];
  const { rows } = await state.db.query<{ id: number; main_domain: string }>(
    `SELECT m.id, x.main_domain FROM members m JOIN merchants x ON x.code = m.merchant
     WHERE m.merchant = $1 AND lower(m.account) = lower($2)`,
    [p.code, p.account],
  );
  const member = rows[0];
  if (!seed || !member) return json({ error: `no seeded member ${p.account} on ${p.code}` }, 404);
  await state.db.query('DELETE FROM bank_cards WHERE member_id = $1', [member.id]);
  await state.db.query(
    `UPDATE members SET nickname = $1, payee_name = $2, email = $3, mobile_num = $4,
       email_verified = true, mobile_verified = true, birthday = NULL, funds_password_hash = NULL,
       totp_secret = $5, totp_pending_secret = NULL, zalo = NULL, telegram = NULL,
       permanent_address = NULL, current_address = NULL, place_of_birth = NULL, nationality = NULL,
       occupation = NULL, source_of_income = NULL WHERE id = $6`,
    [
      seed.account.replace(/^\w/, (c) => c.toUpperCase()),
      payeeNameOf(seed.account),
      `${seed.account}@${member.main_domain}`,
      // mobileOf reads only the merchant code.
      mobileOf({ code: p.code } as MerchantSeed, index),
      seed.totpSecret ?? null,
      member.id,
    ],
  );
  return json({ reset: true, account: seed.account });
}
