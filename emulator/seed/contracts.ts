// Contracts of every brand (issue 14 points 4 and 6), built on the named accounts of accounts.ts:
// - agent11 (agent01's direct downline, no contract with agent01: the journey proposes one) and its
//   downline agent12 with an ACTIVE daily salary at 1.50 per unit, so a lower proposal to agent11 shows
//   the lower-rate rule;
// - agent13 (agent01's) with ACTIVE contracts of every type and 10 days of settlements, one of them in
//   TERMINATE_REQUEST (agent01 asked, agent13 answers) and a NEW dividend proposal waiting for agent13
//   (nothing waits for agent01, so its contract panel stays shut in the journeys that sign it in);
// - agent14 (agent13's) with a daily dividend whose last period is DUE (agent13 has not paid it yet).
// Their players bet every day (team volume), settled by the same runner the clock drives.
import type { Tier, ContractType, PeriodType } from '../contracts/engine.js';
import { rateOf } from '../contracts/engine.js';
import { placeBets, type TeamBet } from '../contracts/bets.js';
import { payInFull, settleMerchant } from '../contracts/runner.js';
import { SETTLEMENT_SELECT, zoneOffset, type SettlementRow } from '../contracts/store.js';
import { periodAt } from '../contracts/periods.js';
import { DAY_MS } from '../handlers/missionPeriods.js';
import type { Queryable } from '../money/ledger.js';
import { createRng } from './prng.js';

/** Days of settled history before the seed. */
export const CONTRACT_HISTORY_DAYS = 10;

/** Who bets in each team, and how much a day (bets of 1 to 50 units). */
const BETTORS = ['agent12', 'player11', 'player12', 'agent13', 'player13', 'agent14', 'player14'];
const BETS_A_DAY = 12;

export const AGENT12_DAILY: Tier[] = [
  { volume: 100, minActiveMembers: 1, minBetAmount: 10, amount: 1 },
  { volume: 1000, minActiveMembers: 1, minBetAmount: 10, amount: 1.5 },
];

interface SeedContract {
  type: ContractType;
  upline: string;
  downline: string;
  tiers: Tier[];
  periodType?: PeriodType;
  bettingUnit?: number;
  status: 'ACTIVE' | 'NEW' | 'TERMINATE_REQUEST';
  /** TERMINATE_REQUEST: who asked. */
  requestedBy?: string;
}

const SEEDED: SeedContract[] = [
  {
    type: 'daily',
    upline: 'agent11',
    downline: 'agent12',
    tiers: AGENT12_DAILY,
    bettingUnit: 10_000,
    status: 'ACTIVE',
  },
  {
    type: 'daily',
    upline: 'agent01',
    downline: 'agent13',
    bettingUnit: 100,
    tiers: [
      { volume: 100, minActiveMembers: 1, minBetAmount: 10, amount: 0.5 },
      { volume: 2000, minActiveMembers: 3, minBetAmount: 100, amount: 2 },
    ],
    status: 'ACTIVE',
  },
  {
    type: 'hourly',
    upline: 'agent01',
    downline: 'agent13',
    bettingUnit: 50,
    tiers: [{ volume: 50, minActiveMembers: 1, minBetAmount: 5, amount: 0.2 }],
    status: 'TERMINATE_REQUEST',
    requestedBy: 'agent01',
  },
  {
    type: 'realtime',
    upline: 'agent01',
    downline: 'agent13',
    tiers: [{ singlePeriodBet: 20, profitWageRate: 0.5, lossWageRate: 1 }],
    status: 'ACTIVE',
  },
  {
    type: 'dividend',
    upline: 'agent01',
    downline: 'agent13',
    periodType: 'W',
    tiers: [
      { profitLoss: 50, activePlayers: 1, ratio: 20 },
      { profitLoss: 2000, activePlayers: 2, ratio: 30 },
    ],
    status: 'ACTIVE',
  },
  {
    type: 'dividend',
    upline: 'agent13',
    downline: 'agent14',
    periodType: 'D',
    tiers: [
      { profitLoss: 1, activePlayers: 1, ratio: 10 },
      { profitLoss: 500, activePlayers: 2, ratio: 20 },
    ],
    status: 'ACTIVE',
  },
  {
    type: 'dividend',
    upline: 'agent01',
    downline: 'agent13',
    periodType: 'W',
    tiers: [
      { profitLoss: 50, activePlayers: 1, ratio: 22 },
      { profitLoss: 2000, activePlayers: 2, ratio: 25 },
    ],
    status: 'NEW',
  },
];

async function idsOf(tx: Queryable, merchant: string): Promise<Map<string, number>> {
  const { rows } = await tx.query<{ id: number; account: string }>(
    'SELECT id, account FROM members WHERE merchant = $1 AND account = ANY($2::text[])',
    [merchant, ['agent01', 'agent11', 'agent12', 'agent13', 'agent14', ...BETTORS]],
  );
  return new Map(rows.map((r) => [r.account, r.id]));
}

/** Writes one seeded contract (the reset route writes the agent11 → agent12 one again). */
export async function insertSeedContract(
  tx: Queryable,
  merchant: string,
  ids: Map<string, number>,
  c: SeedContract,
  now: number,
  activatedAt: number,
): Promise<void> {
  const at = new Date(c.status === 'NEW' ? now : activatedAt).toISOString();
  await tx.query(
    `INSERT INTO contracts (merchant, type, upline_id, downline_id, status, requested_by, period_type, betting_unit,
                            tiers, rate, created_at, updated_at, activated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11, $12)`,
    [
      merchant,
      c.type,
      ids.get(c.upline),
      ids.get(c.downline),
      c.status,
      c.status === 'NEW' ? ids.get(c.upline) : c.requestedBy ? ids.get(c.requestedBy) : null,
      c.periodType ?? 'D',
      c.bettingUnit ?? null,
      JSON.stringify(c.tiers),
      rateOf(c.type, c.tiers, c.bettingUnit),
      at,
      c.status === 'NEW' ? null : at,
    ],
  );
}

/** The agent11 → agent12 daily salary at 1.50 per unit, active from `now` (seed and reset). */
export async function seedAgent12Contract(
  tx: Queryable,
  merchant: string,
  now: number,
): Promise<void> {
  await insertSeedContract(tx, merchant, await idsOf(tx, merchant), SEEDED[0]!, now, now);
}

/** Bets of the teams: 12 a day per bettor over the history days and today so far, mostly losing. */
function teamBets(seed: number, from: number, now: number): TeamBet[] {
  const rng = createRng(seed);
  const bets: TeamBet[] = [];
  for (let day = from; day < now; day += DAY_MS)
    for (let i = 0; i < BETS_A_DAY; i += 1) {
      const at = day + Math.floor(rng.next() * DAY_MS);
      if (at >= now) continue;
      const betCents = rng.int(1, 50) * 100;
      // a quarter of the bets win twice the stake: the team loses about half of what it bets
      bets.push({ at, betCents, payoutCents: rng.next() < 0.25 ? betCents * 2 : 0 });
    }
  return bets;
}

export async function seedContracts(tx: Queryable, merchant: string, now: number): Promise<void> {
  const ids = await idsOf(tx, merchant);
  const offset = await zoneOffset(tx, merchant);
  const today = periodAt('D', now, offset).start;
  const start = today - CONTRACT_HISTORY_DAYS * DAY_MS;
  for (const [i, account] of BETTORS.entries())
    await placeBets(tx, merchant, ids.get(account)!, teamBets(7_000 + i * 31, start, now));
  await seedAgent12Contract(tx, merchant, now);
  for (const c of SEEDED.slice(1)) await insertSeedContract(tx, merchant, ids, c, now, start);
  // The history: settle day by day as the clock would have, each upline paying its dividends in time...
  for (let day = start + DAY_MS; day < today; day += DAY_MS) {
    await settleMerchant(tx, merchant, day + 60_000);
    await payDue(tx, merchant, day + 120_000, () => true);
  }
  // ...up to now, leaving agent13's last dividend to agent14 DUE (agent01 owes nothing).
  await settleMerchant(tx, merchant, now);
  await payDue(tx, merchant, now, (s) => s.upline_id === ids.get('agent01'));
}

/** Pays the merchant's DUE settlements that `which` picks, as their uplines would have. */
async function payDue(
  tx: Queryable,
  merchant: string,
  at: number,
  which: (s: SettlementRow) => boolean,
): Promise<void> {
  const { rows } = await tx.query<SettlementRow & { type: ContractType; up: string; down: string }>(
    `${SETTLEMENT_SELECT.replace(
      'FROM contract_settlements s',
      `, c.type, u.account AS up, d.account AS down FROM contract_settlements s
         JOIN contracts c ON c.id = s.contract_id JOIN members u ON u.id = s.upline_id JOIN members d ON d.id = s.downline_id`,
    )} WHERE s.status = 'DUE' AND s.merchant = $1 ORDER BY s.id`,
    [merchant],
  );
  for (const s of rows.filter(which)) {
    const { movementId } = await payInFull(
      tx,
      {
        settlementId: s.id,
        type: s.type,
        uplineId: s.upline_id,
        downlineId: s.downline_id,
        uplineAccount: s.up,
        downlineAccount: s.down,
        periodStart: new Date(s.period_start).getTime(),
      },
      BigInt(s.amount_cents) - BigInt(s.paid_cents),
      at,
    );
    await tx.query(
      `UPDATE contract_settlements SET paid_cents = amount_cents, status = 'PAID', paid_at = $2, movement_id = $3
        WHERE id = $1`,
      [s.id, new Date(at).toISOString(), movementId],
    );
  }
}
