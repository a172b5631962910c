// Transfer to a downline (§2 "transfer to downline", §6): from the agent's main wallet to the main
// wallet of any member of its team, at any level. Any level, not only direct downlines, because the
// team page lists and searches the whole team and an agent funds the members it manages through
// its sub-agents too; the money still only moves inside the agent's own tree.
import type { CallHandler } from '../context.js';
import { ApiError } from '../http/envelope.js';
import { balanceCents, fromCents, once, post } from '../money/ledger.js';
import { assertNotFrozen } from '../contracts/frozen.js';
import { verifyPassword } from '../seed/password.js';
import { requireAgent, requireTeamMember } from './agentTeamAccess.js';
import { amountCents } from './wallet.js';

const MAIN = 'MAIN';

const downlineTransfer: CallHandler = async (ctx) => {
  const me = requireAgent(ctx);
  const input = ctx.input as { account: string; amount: number; fundsPassword: string };
  const cents = amountCents(input.amount);
  const downline = await requireTeamMember(ctx.db, me, input.account);
  // Checked before the key is spent, so a typo can be corrected and the same intent sent again.
  const { rows } = await ctx.db.query<{ hash: string | null }>(
    'SELECT funds_password_hash AS hash FROM members WHERE id = $1',
    [me.id],
  );
  const hash = rows[0]?.hash ?? null;
  if (!hash) throw new ApiError('FUNDS_PASSWORD_NOT_SET', 'set a funds password first');
  if (!(await verifyPassword(input.fundsPassword, hash)))
    throw new ApiError('FUNDS_PASSWORD_WRONG', 'the funds password is wrong');
  return once(ctx, 'downlineTransfer', async (tx) => {
    // post() locks both members' rows and refuses an overdraft; a frozen agent sends nothing.
    await assertNotFrozen(tx, me.id);
    const id = await post(tx, {
      memberId: me.id,
      kind: 'downline-transfer',
      reference: downline.account,
      note: `to downline ${downline.account}`,
      at: ctx.now(),
      legs: [
        { account: { memberId: me.id, wallet: MAIN }, cents: -cents },
        { account: { memberId: downline.id, wallet: MAIN }, cents },
      ],
    });
    return {
      transactionId: String(id),
      amount: fromCents(cents),
      downlineAccount: downline.account,
      balance: fromCents(await balanceCents(tx, me.id, MAIN)),
      downlineBalance: fromCents(await balanceCents(tx, downline.id, MAIN)),
    };
  });
};

export const teamTransferHandlers: Record<string, CallHandler> = { downlineTransfer };
