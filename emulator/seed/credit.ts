// Credit market (CREDITMAR3) of the brands that run one: the settlement calendar, credit01 (a member of its own with
// five weeks of credit play, so the credit-report journey never touches the demo member) and a smaller line for
// player03, both granted by agent01. Lines are not uplines: the members stay out of agent01's team and its counts.
import { placeBets, type TeamBet } from '../contracts/bets.js';
import { DAY_MS } from '../handlers/missionPeriods.js';
import type { Tx } from '../money/ledger.js';
import type { MerchantSeed } from './merchants.js';
import { zoneOf } from './missions.js';
import { hashPassword } from './password.js';
import { createRng } from './prng.js';

/** Brands with the credit market on (their CREDITMAR3 module). */
export const CREDIT_MERCHANTS = ['angkor7'];

/** The credit-report journey's member. */
export const CREDIT_MEMBER = { account: 'credit01', password: 'Credit1234' };

/** [account, limit in US dollars (scaled to the brand's money), rebate in ppm, weeks ago granted]. */
const LINES: [string, number, number, number][] = [
  [CREDIT_MEMBER.account, 2_000, 5_000, 5],
  ['player03', 500, 0, 1],
];

/** Stakes are made in dollars and scaled so riel bets look like riel. */
const currencyScale: Record<string, number> = { USD: 1, CNY: 7, KHR: 4000 };

const BETS_PER_DAY = 6;

/**
 * credit01's bets: a few a day from the day the line was granted until now, settled at once, a winner paid 1.95×
 * its stake. Deterministic per brand (the stakes) whatever the seed's clock.
 */
function creditBets(code: string, scale: number, since: number, nowMs: number): TeamBet[] {
  const rng = createRng([...code].reduce((sum, c) => sum * 31 + c.charCodeAt(0), 7) >>> 0);
  const bets: TeamBet[] = [];
  for (let day = since; day < nowMs; day += DAY_MS)
    for (let i = 0; i < BETS_PER_DAY; i += 1) {
      const at = Math.floor(day + rng.next() * DAY_MS);
      const betCents = Math.round(rng.int(5, 100) * scale) * 100;
      const won = rng.next() < 0.45;
      if (at < nowMs)
        bets.push({ at, betCents, payoutCents: won ? Math.round(betCents * 1.95) : 0 });
    }
  return bets;
}

const idOf = async (tx: Tx, code: string, account: string) =>
  (
    await tx.query<{ id: number }>('SELECT id FROM members WHERE merchant = $1 AND account = $2', [
      code,
      account,
    ])
  ).rows[0]?.id;

/** The brand's credit calendar, credit01 with its bets, and the lines (after the demo accounts exist). */
export async function seedCredit(tx: Tx, m: MerchantSeed, nowMs: number): Promise<void> {
  if (!CREDIT_MERCHANTS.includes(m.code)) return;
  const [offset, zone] = zoneOf(m.code);
  await tx.query(
    'INSERT INTO credit_settings (merchant, utc_offset_minutes, time_zone) VALUES ($1, $2, $3)',
    [m.code, offset, zone],
  );
  await tx.query(
    `INSERT INTO members (merchant, account, password_hash, nickname, type, currency, email, language)
     VALUES ($1, $2, $3, 'Credit01', 0, $4, $5, $6)`,
    [
      m.code,
      CREDIT_MEMBER.account,
      await hashPassword(CREDIT_MEMBER.password),
      m.currency,
      `${CREDIT_MEMBER.account}@${m.mainDomain}`,
      m.defaultLanguage,
    ],
  );
  const agentId = await idOf(tx, m.code, 'agent01');
  const scale = currencyScale[m.currency] ?? 1;
  for (const [account, dollars, ppm, weeksAgo] of LINES) {
    const memberId = await idOf(tx, m.code, account);
    if (memberId === undefined || agentId === undefined) continue;
    const grantedAt = nowMs - weeksAgo * 7 * DAY_MS;
    await tx.query(
      `INSERT INTO credit_lines (member_id, merchant, limit_cents, granted_by, cycle, rebate_ppm, created_at)
       VALUES ($1, $2, $3, $4, 'WEEKLY', $5, $6)`,
      [
        memberId,
        m.code,
        Math.round(dollars * scale * 100),
        agentId,
        ppm,
        new Date(grantedAt).toISOString(),
      ],
    );
    if (account === CREDIT_MEMBER.account)
      await placeBets(tx, m.code, memberId, creditBets(m.code, scale, grantedAt, nowMs));
  }
}
