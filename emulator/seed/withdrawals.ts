// Withdrawals of one brand: its rules (merchant settings), the demo member's history, and two members for the
// withdraw journeys: withdraw01 may withdraw at once, turnover01 has a bonus it has not wagered yet.
import type { Db } from '../db/database.js';
import { post, toCents } from '../money/ledger.js';
import { nextWithdrawalId, type WithdrawSettingsJson } from '../handlers/withdrawRules.js';
import type { MerchantSeed } from './merchants.js';
import { hashPassword } from './password.js';
import { createRng } from './prng.js';
import { banksOf, SEEDED_FUNDS_PASSWORD } from './security.js';

type Tx = Pick<Db, 'query'>;

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** The brands' rules differ a little, so pages that show them are seen to read them. */
export function withdrawSettingsOf(m: Pick<MerchantSeed, 'code'>): WithdrawSettingsJson {
  switch (m.code) {
    case 'angkor7':
      return {
        min: 100,
        max: 20_000,
        dailyLimit: 5,
        autoReceiveMinutes: 45,
        turnoverMultiplier: 1,
      };
    case 'longhai9':
      return {
        min: 100,
        max: 50_000,
        dailyLimit: 3,
        autoReceiveMinutes: 60,
        turnoverMultiplier: 1,
      };
    default:
      return { min: 50, max: 50_000, dailyLimit: 5, autoReceiveMinutes: 30, turnoverMultiplier: 1 };
  }
}

/** Seeded members for the withdraw journeys and tests; both have a bank card and a funds password. */
export const WITHDRAW_MEMBERS = {
  /** May withdraw: no deposit or bonus waits for turnover. */
  ready: { account: 'withdraw01', password: 'Withdraw1234', openingBalance: 5_000 },
  /** May not: a bonus of `bonus` arrived and nothing has been wagered since. */
  blocked: { account: 'turnover01', password: 'Turnover1234', openingBalance: 2_000, bonus: 500 },
} as const;

export const WITHDRAW_FUNDS_PASSWORD = SEEDED_FUNDS_PASSWORD;

/** A card number no other seeded card of the brand has (16 digits, 62229 prefix). */
const cardNumberOf = (memberId: number) => `62229${String(memberId).padStart(11, '0')}`;

async function seedMember(
  tx: Tx,
  m: MerchantSeed,
  seed: { account: string; password: string; openingBalance: number },
  nowMs: number,
): Promise<number> {
  const payeeName = `${seed.account.replace(/\d+$/, '').replace(/^\w/, (c) => c.toUpperCase())} Tester`;
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO members (merchant, account, password_hash, nickname, type, currency, email, language,
                          payee_name, funds_password_hash, email_verified)
     VALUES ($1, $2, $3, $4, 0, $5, $6, $7, $8, $9, true) RETURNING id`,
    [
      m.code,
      seed.account,
      await hashPassword(seed.password),
      seed.account.replace(/^\w/, (c) => c.toUpperCase()),
      m.currency,
      `${seed.account}@${m.mainDomain}`,
      m.defaultLanguage,
      payeeName,
      await hashPassword(WITHDRAW_FUNDS_PASSWORD),
    ],
  );
  const id = rows[0]!.id;
  await tx.query(
    `INSERT INTO bank_cards (merchant, member_id, bank_name, account_number, payee_name, branch)
     VALUES ($1, $2, $3, $4, $5, 'Main branch')`,
    [m.code, id, banksOf(m)[0], cardNumberOf(id), payeeName],
  );
  const cents = toCents(seed.openingBalance);
  await post(tx, {
    memberId: id,
    kind: 'opening',
    note: 'opening balance',
    at: nowMs - 100 * DAY_MS,
    legs: [
      { account: { house: 'cash' }, cents: -cents },
      { account: { memberId: id, wallet: 'MAIN' }, cents },
    ],
  });
  return id;
}

interface HistoryItem {
  createdAt: number;
  amountCents: bigint;
  outcome: 'ALL_RECEIVED' | 'PARTIAL' | 'AUTO_RECEIVED' | 'REJECTED';
}

/**
 * The demo member's last 90 days: 20 withdrawals about every 4.5 days to a card it has since
 * removed (the demo member starts without a card: the security journey binds one), all approved
 * and confirmed but one rejected, each written as the ledger movements it made at its own time.
 */
function demoHistory(m: MerchantSeed, nowMs: number): HistoryItem[] {
  const rng = createRng([...m.code].reduce((sum, c) => sum * 31 + c.charCodeAt(0), 7) >>> 0);
  return Array.from({ length: 20 }, (_, i) => {
    return {
      createdAt: nowMs - (88 - i * 4.5) * DAY_MS + rng.int(0, 6 * 60) * MINUTE_MS,
      amountCents: toCents(50 + rng.int(0, 25) * 10),
      outcome:
        i === 7
          ? 'REJECTED'
          : i === 12
            ? 'PARTIAL'
            : i % 6 === 3
              ? 'AUTO_RECEIVED'
              : 'ALL_RECEIVED',
    };
  });
}

async function seedDemoHistory(tx: Tx, m: MerchantSeed, demoId: number, nowMs: number) {
  const { autoReceiveMinutes } = withdrawSettingsOf(m);
  const bankName = banksOf(m)[1] ?? banksOf(m)[0]!;
  const accountNumber = `6222900000${String(demoId).padStart(6, '0')}`;
  for (const w of demoHistory(m, nowMs)) {
    const member = { memberId: demoId, wallet: 'MAIN' } as const;
    const id = await nextWithdrawalId(tx, w.createdAt);
    const movementId = await post(tx, {
      memberId: demoId,
      kind: 'withdrawal',
      reference: id,
      note: 'withdrawal requested: held until the platform decides',
      at: w.createdAt,
      legs: [
        { account: member, cents: -w.amountCents },
        { account: { house: 'withdrawals-pending' }, cents: w.amountCents },
      ],
    });
    const decidedAt = w.createdAt + 40 * MINUTE_MS;
    const rejected = w.outcome === 'REJECTED';
    await post(tx, {
      memberId: demoId,
      kind: rejected ? 'withdrawal-return' : 'withdrawal',
      reference: id,
      note: rejected ? 'withdrawal rejected: money returned' : 'withdrawal paid out',
      at: decidedAt,
      legs: rejected
        ? [
            { account: { house: 'withdrawals-pending' }, cents: -w.amountCents },
            { account: member, cents: w.amountCents },
          ]
        : [
            { account: { house: 'withdrawals-pending' }, cents: -w.amountCents },
            { account: { house: 'withdrawals-paid' }, cents: w.amountCents },
          ],
    });
    const confirmedAt =
      w.outcome === 'AUTO_RECEIVED'
        ? decidedAt + autoReceiveMinutes * MINUTE_MS
        : decidedAt + 12 * MINUTE_MS;
    const receivedCents =
      w.outcome === 'PARTIAL' ? w.amountCents / 2n : rejected ? null : w.amountCents;
    await tx.query(
      `INSERT INTO withdrawals (id, merchant, member_id, bank_card_id, bank_name, account_number, amount_cents,
                                status, confirm_status, received_cents, created_at, approved_at, rejected_at,
                                confirmed_at, movement_id)
       VALUES ($1, $2, $3, NULL, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
      [
        id,
        m.code,
        demoId,
        bankName,
        accountNumber,
        w.amountCents.toString(),
        rejected ? 'REJECTED' : 'APPROVED',
        rejected ? 'NONE' : w.outcome,
        receivedCents === null ? null : receivedCents.toString(),
        new Date(w.createdAt).toISOString(),
        rejected ? null : new Date(decidedAt).toISOString(),
        rejected ? new Date(decidedAt).toISOString() : null,
        rejected ? null : new Date(confirmedAt).toISOString(),
        movementId,
      ],
    );
  }
}

/** Everything withdrawal-related of one brand; `nowMs` is the clock the history is written back from. */
export async function seedWithdrawals(
  tx: Tx,
  m: MerchantSeed,
  demoId: number,
  nowMs: number,
): Promise<void> {
  await tx.query(
    `UPDATE merchants SET settings = settings || jsonb_build_object('withdraw', $2::jsonb) WHERE code = $1`,
    [m.code, JSON.stringify(withdrawSettingsOf(m))],
  );
  await seedDemoHistory(tx, m, demoId, nowMs);
  await seedMember(tx, m, WITHDRAW_MEMBERS.ready, nowMs);
  const blocked = WITHDRAW_MEMBERS.blocked;
  const blockedId = await seedMember(tx, m, blocked, nowMs);
  const bonus = toCents(blocked.bonus);
  await post(tx, {
    memberId: blockedId,
    kind: 'bonus',
    note: 'Welcome bonus',
    at: nowMs - 2 * DAY_MS,
    legs: [
      { account: { house: 'bonus' }, cents: -bonus },
      { account: { memberId: blockedId, wallet: 'MAIN' }, cents: bonus },
    ],
  });
}
