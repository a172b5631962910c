// Wallet calls of a member: the main wallet, one wallet per vendor that keeps its own (transfer) wallet, transfers
// between them, "recall all", a downline's transfer to its upline, and everything the member holds. Balances are
// sums of ledger postings; every call that moves money runs once per Idempotency-Key (money/ledger.ts `once`).
import type { CallContext, CallHandler, MemberRow, MerchantRow } from '../context.js';
import { requireMember, TRIAL_TYPE } from '../context.js';
import { ApiError } from '../http/envelope.js';
import {
  balanceCents,
  fromCents,
  once,
  post,
  toCents,
  walletBalances,
  type Leg,
  type Queryable,
} from '../money/ledger.js';
import { verifyPassword } from '../seed/password.js';
import { assertNotFrozen } from '../contracts/frozen.js';
import { settleIfDue } from '../contracts/runner.js';

const MAIN = 'MAIN';

/** The largest amount one call may move: far above any balance, below float precision trouble. */
const MAX_AMOUNT_CENTS = 100_000_000_000n;

interface TransferVendor {
  vassalage: string;
  display_name: string;
  game_type: string;
  maintenance: boolean;
}

/** §6 Trial: a free-play account has no money of its own to look at or move. */
function realMember(ctx: CallContext): MemberRow {
  const m = requireMember(ctx);
  if (m.type === TRIAL_TYPE)
    throw new ApiError('NEED_TRUE_ACCOUNT', 'please create a real account first');
  return m;
}

/** A single-wallet merchant (merchantWallet isSingle) has every vendor play from the main wallet. */
export function isSingleWallet(merchant: Pick<MerchantRow, 'settings'>): boolean {
  return merchant.settings.singleWallet === true;
}

/** Vendors of the catalogue that keep their own wallet (not seamless), in catalogue order. */
async function transferVendors(
  ctx: CallContext,
  db: Queryable = ctx.db,
): Promise<TransferVendor[]> {
  if (isSingleWallet(ctx.merchant)) return [];
  const { rows } = await db.query<TransferVendor>(
    'SELECT vassalage, display_name, game_type, maintenance FROM vendors WHERE NOT seamless_status ORDER BY sort',
  );
  return rows;
}

/** Integer cents of a wire amount: more than 0, at most 2 decimals, within the one-call limit. */
export function amountCents(amount: unknown): bigint {
  if (typeof amount !== 'number' || !Number.isFinite(amount))
    throw new ApiError('VALIDATION_FAILED', '/amount must be a number');
  const scaled = amount * 100;
  // 0.29 * 100 is 28.999999999999996: anything that close to a whole cent is that cent.
  if (Math.abs(scaled - Math.round(scaled)) > 1e-6)
    throw new ApiError('VALIDATION_FAILED', '/amount must have at most 2 decimals');
  const cents = toCents(amount);
  if (cents <= 0n) throw new ApiError('AMOUNT_OUT_OF_RANGE', 'the amount must be more than 0');
  if (cents > MAX_AMOUNT_CENTS)
    throw new ApiError('AMOUNT_OUT_OF_RANGE', 'the amount is above the limit of one transfer');
  return cents;
}

/** The vendor wallet a transfer names, checked before any money is looked at. */
async function vendorOfTransfer(ctx: CallContext, from: string, to: string): Promise<string> {
  if (isSingleWallet(ctx.merchant))
    throw new ApiError('OPERATION_NOT_ALLOWED', 'this merchant runs a single wallet: no transfers');
  if ((from === MAIN) === (to === MAIN))
    throw new ApiError(
      'VALIDATION_FAILED',
      'one side of a transfer must be MAIN, the other a vendor',
    );
  const code = from === MAIN ? to : from;
  const vendor = (await transferVendors(ctx)).find((v) => v.vassalage === code);
  if (!vendor) throw new ApiError('NOT_FOUND', `no vendor wallet ${code}`);
  if (vendor.maintenance)
    throw new ApiError('GAME_MAINTENANCE', `${vendor.display_name} is under maintenance`);
  return code;
}

const memberLeg = (memberId: number, wallet: string, cents: bigint): Leg => ({
  account: { memberId, wallet },
  cents,
});

/** When the member's money last moved (the newest movement), or when the account last changed. */
async function lastMovementAt(db: Queryable, m: MemberRow): Promise<string> {
  const { rows } = await db.query<{ created_at: Date }>(
    'SELECT created_at FROM movements WHERE member_id = $1 ORDER BY created_at DESC LIMIT 1',
    [m.id],
  );
  return new Date(rows[0]?.created_at ?? m.updated_at).toISOString();
}

/** The member's MAIN wallet and every vendor wallet (those with money left in a vendor since switched too). */
async function allWallets(ctx: CallContext, m: MemberRow, db: Queryable = ctx.db) {
  const balances = await walletBalances(db, m.id);
  const vendors = await transferVendors(ctx, db);
  const listed = new Set(vendors.map((v) => v.vassalage));
  const stray = Object.keys(balances).filter(
    (wallet) => wallet !== MAIN && !listed.has(wallet) && balances[wallet] !== 0n,
  );
  return { balances, vendors, stray };
}

async function fundsPasswordHash(db: Queryable, memberId: number): Promise<string | null> {
  const { rows } = await db.query<{ funds_password_hash: string | null }>(
    'SELECT funds_password_hash FROM members WHERE id = $1',
    [memberId],
  );
  return rows[0]?.funds_password_hash ?? null;
}

export const walletHandlers: Record<string, CallHandler> = {
  balance: async (ctx) => {
    const m = realMember(ctx);
    // A contract party's salary or forced payment shows in the next balance (§4, §9): settle what the clock finished.
    await settleIfDue(ctx.db, ctx.merchant.code, ctx.now());
    return {
      balance: fromCents(await balanceCents(ctx.db, m.id)),
      currency: m.currency,
      updatedAt: await lastMovementAt(ctx.db, m),
    };
  },

  vendorWallets: async (ctx) => {
    const m = realMember(ctx);
    const { balances, vendors } = await allWallets(ctx, m);
    return {
      currency: m.currency,
      wallets: vendors.map((v) => ({
        vendor: v.vassalage,
        displayName: v.display_name,
        gameType: v.game_type,
        balance: fromCents(balances[v.vassalage] ?? 0n),
        maintenance: v.maintenance,
      })),
    };
  },

  walletTransfer: async (ctx) => {
    const m = realMember(ctx);
    const from = String(ctx.input.from);
    const to = String(ctx.input.to);
    // Everything the person can correct is checked before the key is spent on a refusal.
    const cents = amountCents(ctx.input.amount);
    const vendor = await vendorOfTransfer(ctx, from, to);
    return once(ctx, 'walletTransfer', async (tx) => {
      await assertNotFrozen(tx, m.id);
      const id = await post(tx, {
        memberId: m.id,
        kind: from === MAIN ? 'transfer-out' : 'transfer-in',
        reference: vendor,
        note: `${from} to ${to}`,
        legs: [memberLeg(m.id, from, -cents), memberLeg(m.id, to, cents)],
      });
      const main = fromCents(await balanceCents(tx, m.id, MAIN));
      return {
        transactionId: String(id),
        balance: main,
        wallets: [
          { wallet: MAIN, balance: main },
          { wallet: vendor, balance: fromCents(await balanceCents(tx, m.id, vendor)) },
        ],
      };
    });
  },

  walletRecallAll: async (ctx) => {
    const m = realMember(ctx);
    return once(ctx, 'walletRecallAll', async (tx) => {
      const { balances, vendors, stray } = await allWallets(ctx, m, tx);
      // A vendor under maintenance cannot pay out: its wallet stays until it is back.
      const closed = new Set(vendors.filter((v) => v.maintenance).map((v) => v.vassalage));
      const moved = [...vendors.map((v) => v.vassalage), ...stray]
        .filter((wallet) => !closed.has(wallet) && (balances[wallet] ?? 0n) > 0n)
        .map((wallet) => ({ wallet, cents: balances[wallet]! }));
      const total = moved.reduce((sum, { cents }) => sum + cents, 0n);
      const id =
        moved.length === 0
          ? undefined
          : await post(tx, {
              memberId: m.id,
              kind: 'transfer-in',
              note: 'recall all to MAIN',
              legs: [
                ...moved.map(({ wallet, cents }) => memberLeg(m.id, wallet, -cents)),
                memberLeg(m.id, MAIN, total),
              ],
            });
      return {
        ...(id === undefined ? {} : { transactionId: String(id) }),
        moved: moved.map(({ wallet, cents }) => ({ vendor: wallet, amount: fromCents(cents) })),
        total: fromCents(total),
        balance: fromCents(await balanceCents(tx, m.id, MAIN)),
      };
    });
  },

  transferUpline: async (ctx) => {
    const m = realMember(ctx);
    if (m.upline_id === null)
      throw new ApiError('OPERATION_NOT_ALLOWED', 'only a downline of an agent has an upline');
    const cents = amountCents(ctx.input.amount);
    // The password is checked before the key is spent, so a typo can be corrected and sent again.
    const hash = await fundsPasswordHash(ctx.db, m.id);
    if (hash !== null) {
      const given = typeof ctx.input.fundsPassword === 'string' ? ctx.input.fundsPassword : '';
      if (!given || !(await verifyPassword(given, hash)))
        throw new ApiError('FUNDS_PASSWORD_WRONG', 'the funds password is wrong');
    }
    const uplineId = m.upline_id;
    return once(ctx, 'transferUpline', async (tx) => {
      await assertNotFrozen(tx, m.id);
      const upline = (
        await tx.query<{ account: string }>(
          'SELECT account FROM members WHERE id = $1 AND merchant = $2',
          [uplineId, ctx.merchant.code],
        )
      ).rows[0];
      if (!upline) throw new ApiError('NOT_FOUND', 'the upline account no longer exists');
      const id = await post(tx, {
        memberId: m.id,
        kind: 'upline-transfer',
        reference: upline.account,
        note: `to upline ${upline.account}`,
        legs: [memberLeg(m.id, MAIN, -cents), memberLeg(uplineId, MAIN, cents)],
      });
      return {
        transactionId: String(id),
        amount: fromCents(cents),
        uplineAccount: upline.account,
        balance: fromCents(await balanceCents(tx, m.id, MAIN)),
      };
    });
  },

  // Not refused to trial members: the lottery's wallet note (§3 hasMerchantWallet) shows to anyone logged in.
  merchantWallet: async (ctx) => ({
    isSingle: isSingleWallet(ctx.merchant),
    balance: fromCents(await balanceCents(ctx.db, requireMember(ctx).id)),
  }),

  consolidatedFunds: async (ctx) => {
    const m = realMember(ctx);
    const { balances, vendors, stray } = await allWallets(ctx, m);
    const wallets = [MAIN, ...vendors.map((v) => v.vassalage), ...stray].map((wallet) => ({
      vassalage: wallet,
      cents: balances[wallet] ?? 0n,
    }));
    return {
      total: fromCents(wallets.reduce((sum, w) => sum + w.cents, 0n)),
      currency: m.currency,
      wallets: wallets.map((w) => ({ vassalage: w.vassalage, balance: fromCents(w.cents) })),
    };
  },
};
