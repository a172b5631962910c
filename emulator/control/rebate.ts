// Control route for the manual rebate: a journey puts a member's rebate back to "never claimed" afterwards.
import { bad, json, type ControlRoute } from './answer.js';

/**
 * DELETE /__emulator/merchants/:code/members/:account/rebate: the member's claims and watermarks go, so every settled
 * bet is claimable again. The money the claims paid stays where it is: the ledger only moves forward (an operator
 * taking it back would be a movement of its own).
 */
const resetRebate: ControlRoute = async (state, p) => {
  const member = (
    await state.db.query<{ id: number }>(
      'SELECT id FROM members WHERE merchant = $1 AND lower(account) = lower($2)',
      [p.code, p.account],
    )
  ).rows[0];
  if (!member) return bad(`no member ${p.account} on ${p.code}`, 404);
  const claims = await state.db.transaction(async (tx) => {
    await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [member.id]);
    await tx.query('DELETE FROM rebate_watermarks WHERE member_id = $1', [member.id]);
    return (await tx.query('DELETE FROM rebate_claims WHERE member_id = $1', [member.id]))
      .affectedRows;
  });
  return json({ reset: true, claimsForgotten: claims ?? 0 });
};

export const rebateRoutes: [string, string, ControlRoute][] = [
  ['DELETE', '/__emulator/merchants/:code/members/:account/rebate', resetRebate],
];
