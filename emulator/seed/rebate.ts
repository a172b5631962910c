// Manual rebate of one brand (issue 13 point 4): its rate table, and rebate01, a member of its own with a week of
// bets and no claim yet, so the rebate journey can claim without touching the demo member's state.
import { insertRows, type Db } from '../db/database.js';
import { post, toCents } from '../money/ledger.js';
import type { MerchantSeed } from './merchants.js';
import { hashPassword } from './password.js';
import { createRng } from './prng.js';

type Tx = Pick<Db, 'query'>;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** [game type, vendor ('' = the game type's default), rate in parts per million (8000 = 0.8 %)] */
export type RateSeed = [string, string, number];

/**
 * Rates differ a little by brand so the page is seen to read them. Lotteries (LOTT, ELOTT) have no row: their
 * bets earn no rebate.
 */
export function rebateRatesOf(code: string): RateSeed[] {
  const bonus = code === 'angkor7' ? 1_000 : 0;
  return [
    ['LIVE', '', 6_000 + bonus],
    ['LIVE', 'EVO', 8_000 + bonus],
    ['RNG', '', 4_000 + bonus],
    ['RNG', 'PG', 5_000 + bonus],
    ['SPORTS', '', 5_000],
    ['FISH', '', 4_000],
    ['PVP', '', 3_000],
    ['ESPORTS', '', 5_000],
    ['COCKFIGHT', '', 3_000],
    ['BINGO', '', 2_000],
    ['BGS', '', 2_000],
  ];
}

/** The rebate journey's member on every brand. */
export const REBATE_MEMBER = { account: 'rebate01', password: 'Rebate1234', openingBalance: 1_000 };

/** [vendor, game type, games, least and most stake in US dollars] the member plays; GW (lottery) earns no rebate. */
const PLAYED: [string, string, string[], number, number][] = [
  ['EVO', 'LIVE', ['Lightning Roulette', 'Speed Baccarat A'], 10, 200],
  ['AG', 'LIVE', ['Baccarat AG-1'], 10, 100],
  ['PG', 'RNG', ['Mahjong Ways', 'Fortune Tiger'], 0.5, 20],
  ['JL', 'RNG', ['Super Ace', 'Money Coming'], 0.5, 10],
  ['SABA', 'SPORTS', ['Football · 1X2'], 10, 100],
  ['JLFISH', 'FISH', ['Royal Fishing'], 1, 10],
  ['GW', 'LOTT', ['GW 5D'], 2, 20],
];
const BET_COUNT = 280;
const HISTORY_DAYS = 6;
/** Stakes are made in dollars and scaled so riel and yuan bets look like riel and yuan. */
const currencyScale: Record<string, number> = { USD: 1, CNY: 7, KHR: 4000 };

const BET_COLUMNS = [
  'merchant',
  'member_id',
  'vendor',
  'game_type',
  'game_name',
  'round_id',
  'bet_cents',
  'valid_bet_cents',
  'payout_cents',
  'status',
  'placed_at',
  'settled_at',
];

/**
 * The member's bets over the last days: settled ones a few minutes after they were placed, the bets of the last
 * two hours partly still open (no valid turnover yet), a few cancelled. Deterministic per brand.
 */
function betRows(m: MerchantSeed, memberId: number, nowMs: number): unknown[][] {
  const rng = createRng([...m.code].reduce((sum, c) => sum * 31 + c.charCodeAt(0), 11) >>> 0);
  const scale = currencyScale[m.currency] ?? 1;
  return Array.from({ length: BET_COUNT }, (_, i) => {
    const [vendor, gameType, games, least, most] = rng.pick(PLAYED);
    const placedAt = nowMs - rng.next() * HISTORY_DAYS * DAY_MS;
    const roll = rng.next();
    const status =
      nowMs - placedAt < 2 * HOUR_MS && roll < 0.5
        ? 'UNSETTLED'
        : roll > 0.98
          ? 'CANCELLED'
          : 'SETTLED';
    const stakeDollars = least * Math.pow(most / least, rng.next());
    const betCents = Math.max(10, Math.round(stakeDollars * scale * 10) * 10);
    const settled = status === 'SETTLED';
    const won = rng.next() < 0.45;
    return [
      m.code,
      memberId,
      vendor,
      gameType,
      rng.pick(games),
      `${vendor}RB${memberId}-${i}`,
      betCents,
      settled ? betCents : 0,
      settled && won ? Math.round(betCents * 1.95) : 0,
      status,
      new Date(placedAt).toISOString(),
      settled
        ? new Date(Math.min(nowMs, placedAt + 2 * 60_000)).toISOString()
        : status === 'CANCELLED'
          ? new Date(placedAt + 5 * 60_000).toISOString()
          : null,
    ];
  });
}

/** The brand's rate table and the rebate journey's member with its bets (and their bet_days roll-up). */
export async function seedRebate(tx: Tx, m: MerchantSeed, nowMs: number): Promise<void> {
  await insertRows(
    tx,
    'rebate_rates',
    ['merchant', 'game_type', 'vendor', 'rate_ppm'],
    rebateRatesOf(m.code).map(([gameType, vendor, ppm]) => [m.code, gameType, vendor, ppm]),
  );
  const { account, password, openingBalance } = REBATE_MEMBER;
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO members (merchant, account, password_hash, nickname, type, currency, email, language)
     VALUES ($1, $2, $3, 'Rebate01', 0, $4, $5, $6) RETURNING id`,
    [
      m.code,
      account,
      await hashPassword(password),
      m.currency,
      `${account}@${m.mainDomain}`,
      m.defaultLanguage,
    ],
  );
  const memberId = rows[0]!.id;
  const cents = toCents(openingBalance);
  await post(tx, {
    memberId,
    kind: 'opening',
    note: 'opening balance',
    at: nowMs - 100 * DAY_MS,
    legs: [
      { account: { house: 'cash' }, cents: -cents },
      { account: { memberId, wallet: 'MAIN' }, cents },
    ],
  });
  await insertRows(tx, 'bets', BET_COLUMNS, betRows(m, memberId, nowMs));
  // The same roll-up seed/bets.ts writes beside the demo member's bets (see 011_bets.sql).
  await tx.query(
    `INSERT INTO bet_days (member_id, day, vendor, game_type, status, bets, bet_cents, valid_bet_cents,
       payout_cents, win_loss_cents)
     SELECT member_id, (placed_at AT TIME ZONE 'UTC')::date, vendor, game_type, status, count(*),
       COALESCE(sum(bet_cents) FILTER (WHERE status <> 'CANCELLED'), 0), sum(valid_bet_cents),
       sum(payout_cents), COALESCE(sum(payout_cents - bet_cents) FILTER (WHERE status = 'SETTLED'), 0)
     FROM bets WHERE member_id = $1 GROUP BY 1, 2, 3, 4, 5`,
    [memberId],
  );
}
