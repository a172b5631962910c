// agent01's big team (issue 14 point 6): 8 sub-agents, each with 4 sub-sub-agents, each with 32
// players, so 1,064 generated members under agent01 (with player01..05: 1,069), 4 levels from
// agent01 down, and 60 days of deposits, withdrawals (ledger movements) and bets.
//
// Seed cost matters (every emulator test and every e2e worker seeds a fresh database), so every
// row is made inside Postgres by INSERT … SELECT over generate_series, the generated members reuse
// the password hashes agent01 and player01 already have, and randomness is hashint8extended of the
// member id: the same tree, amounts and bets on every seed (times are relative to the seed clock).
import type { MerchantSeed } from './merchants.js';
import { vendorRows } from './catalogue.js';
import type { Queryable } from '../money/ledger.js';

export const TEAM_SHAPE = { subAgents: 8, subSubAgents: 4, players: 32 } as const;
/** How far back the team's deposits, withdrawals and bets go. */
export const TEAM_HISTORY_DAYS = 60;
/** The team's link codes seeded for agent01 (one for agents, one for players). */
export const SEEDED_LINK_CODES = { agent: 'AGENT01A', player: 'AGENT01P' } as const;

/** Amounts are made in dollars and scaled to the merchant's currency. */
const CURRENCY_SCALE: Record<string, number> = { USD: 1, CNY: 7, KHR: 4000 };

/** Game names per type for the team's bets (the report pages show them; any plausible name). */
const GAME_NAMES: Record<string, string> = {
  RNG: 'Fortune Reels',
  LIVE: 'Baccarat',
  SPORTS: 'Football · 1X2',
  FISH: 'Ocean King',
};

/** The first vendors of each type the team bets with, weighted by repetition (slots most). */
function vendorPool(): { vendor: string; type: string }[] {
  const vendors = vendorRows().map((row) => ({ vendor: String(row[0]), type: String(row[1]) }));
  const ofType = (type: string, n: number) => vendors.filter((v) => v.type === type).slice(0, n);
  return [
    ...ofType('RNG', 3),
    ...ofType('RNG', 3),
    ...ofType('LIVE', 2),
    ...ofType('SPORTS', 1),
    ...ofType('FISH', 1),
  ];
}

/** A uniform number in [0, 1) from a member id and a salt, in SQL (20 bits of a 64-bit hash). */
const u = (id: string, salt: number) =>
  `((hashint8extended(${id}::bigint, ${salt}) & 1048575)::float8 / 1048576.0)`;

/**
 * Writes agent01's team on one merchant: the members, agent01's funds password (the security
 * seed's 135790, so the transfer journey can send money down), two invitation links, opening
 * balances of the agents, the players' deposits and withdrawals, and their bets. Call after the
 * security seed (it reuses player01's funds-password hash).
 */
export async function seedAgentTree(
  tx: Queryable,
  m: Pick<MerchantSeed, 'code' | 'currency' | 'defaultLanguage'>,
  nowMs: number,
): Promise<{ members: number; movements: number; bets: number }> {
  const now = new Date(nowMs).toISOString();
  const scale = CURRENCY_SCALE[m.currency] ?? 1;
  const { rows: base } = await tx.query<{
    agent_id: number;
    agent_hash: string;
    player_hash: string;
  }>(
    `SELECT a.id AS agent_id, a.password_hash AS agent_hash, p.password_hash AS player_hash
       FROM members a, members p
      WHERE a.merchant = $1 AND a.account = 'agent01' AND p.merchant = $1 AND p.account = 'player01'`,
    [m.code],
  );
  const root = base[0];
  if (!root) throw new Error(`agent tree: no agent01/player01 on ${m.code}`);
  await tx.query(
    `UPDATE members SET funds_password_hash = (
       SELECT funds_password_hash FROM members WHERE merchant = $1 AND account = 'player01')
     WHERE id = $2 AND funds_password_hash IS NULL`,
    [m.code, root.agent_id],
  );

  const insertLevel = (select: string, params: unknown[]) =>
    tx.query(
      `INSERT INTO members (merchant, account, password_hash, nickname, type, currency, language,
                            upline_id, registered_at, last_login_at)
       ${select}`,
      params,
    );
  // Level 1: t01..t08, type 1, registered 200 to 260 days ago.
  await insertLevel(
    `SELECT $1, 't' || lpad(a::text, 2, '0'), $2, 'Team ' || lpad(a::text, 2, '0'), 1, $3, $4, $5,
            $6::timestamptz - (200 + a * 7) * interval '1 day',
            $6::timestamptz - (a % 5) * interval '1 day' - a * interval '37 minutes'
       FROM generate_series(1, ${TEAM_SHAPE.subAgents}) a`,
    [m.code, root.agent_hash, m.currency, m.defaultLanguage, root.agent_id, now],
  );
  // Level 2: t01a01..t08a04, types 41 and 42, registered 120 to 180 days ago.
  await insertLevel(
    `SELECT $1, p.account || 'a' || lpad(b::text, 2, '0'), $2,
            p.nickname || ' · ' || lpad(b::text, 2, '0'), CASE WHEN b <= 2 THEN 41 ELSE 42 END, $3, $4,
            p.id, $6::timestamptz - (120 + floor(${u('p.id * 10 + b', 1)} * 60)) * interval '1 day',
            $6::timestamptz - floor(${u('p.id * 10 + b', 2)} * 10) * interval '1 day'
       FROM members p CROSS JOIN generate_series(1, ${TEAM_SHAPE.subSubAgents}) b
      WHERE p.merchant = $1 AND p.upline_id = $5 AND p.account ~ '^t[0-9]{2}$'`,
    [m.code, root.agent_hash, m.currency, m.defaultLanguage, root.agent_id, now],
  );
  // Level 3: 32 players under each, t01a01p001…; most registered before the 60 days of history,
  // one in six during it (the overview's new members); three in ten never logged in.
  await insertLevel(
    `SELECT $1, p.account || 'p' || lpad(c::text, 3, '0'), $2,
            upper(p.account) || '-' || lpad(c::text, 3, '0'), 0, $3, $4, p.id,
            $6::timestamptz - CASE WHEN ${u('p.id * 100 + c', 3)} < 0.17
              THEN (1 + ${u('p.id * 100 + c', 4)} * 58) * interval '1 day'
              ELSE (61 + ${u('p.id * 100 + c', 4)} * 50) * interval '1 day' END,
            CASE WHEN ${u('p.id * 100 + c', 5)} < 0.3 THEN NULL
              ELSE $6::timestamptz - ${u('p.id * 100 + c', 6)} * interval '20 days' END
       FROM members p CROSS JOIN generate_series(1, ${TEAM_SHAPE.players}) c
      WHERE p.merchant = $1 AND p.account ~ '^t[0-9]{2}a[0-9]{2}$'
        AND p.upline_id IN (SELECT id FROM members WHERE upline_id = $5)`,
    [m.code, root.player_hash, m.currency, m.defaultLanguage, root.agent_id, now],
  );
  // A login never precedes the registration it belongs to.
  await tx.query(
    `UPDATE members SET last_login_at = registered_at + interval '1 hour'
      WHERE merchant = $1 AND account ~ '^t[0-9]{2}' AND last_login_at < registered_at`,
    [m.code],
  );

  await tx.query(
    `INSERT INTO invitation_links (merchant, owner_id, code, member_type, note, created_at)
     VALUES ($1, $2, $3, 'agent', 'Sub-agents', $5::timestamptz - interval '90 days'),
            ($1, $2, $4, 'player', 'Players', $5::timestamptz - interval '30 days')`,
    [m.code, root.agent_id, SEEDED_LINK_CODES.agent, SEEDED_LINK_CODES.player, now],
  );

  const movements = await seedTeamMoney(tx, m.code, scale, now);
  const bets = await seedTeamBets(tx, m.code, scale, now);
  const { rows: size } = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM members WHERE merchant = $1 AND account ~ '^t[0-9]{2}'`,
    [m.code],
  );
  return { members: size[0]!.n, movements, bets };
}

/**
 * Agents start with an opening balance (house cash); each player deposits three times during the
 * 60 days (house 'deposits') and two in five withdraw 40 % of it after the last deposit (house
 * 'withdrawals-paid'), so no wallet ever goes below zero. One statement: the movements, then two
 * postings each, joined back by their unique reference.
 */
async function seedTeamMoney(tx: Queryable, merchant: string, scale: number, now: string) {
  const { rows } = await tx.query<{ n: number }>(
    `WITH team AS (
       SELECT id, type, registered_at,
              greatest(registered_at, $2::timestamptz - interval '${TEAM_HISTORY_DAYS} days') AS since
         FROM members WHERE merchant = $1 AND account ~ '^t[0-9]{2}'
     ), deposit AS (
       SELECT t.id, k,
              t.since + (k - 1 + ${u('t.id * 4 + k', 11)}) / 3.0 * ($2::timestamptz - t.since) AS at,
              ((ARRAY[20, 50, 100, 200, 500])[1 + floor(${u('t.id * 4 + k', 12)} * 5)::int] * $3 * 100)::bigint AS cents
         FROM team t CROSS JOIN generate_series(1, 3) k WHERE t.type = 0
     ), ev AS (
       SELECT id AS member_id, 'opening' AS kind, 'TO' || id AS reference, 'opening balance' AS note,
              registered_at AS at, ((CASE WHEN type = 1 THEN 5000 ELSE 2000 END) * $3 * 100)::bigint AS cents,
              'cash' AS house
         FROM team WHERE type <> 0
       UNION ALL
       SELECT id, 'deposit', 'TD' || id || '-' || k, 'team deposit', at, cents, 'deposits' FROM deposit
       UNION ALL
       SELECT d.id, 'withdrawal', 'TW' || d.id, 'team withdrawal',
              max(d.at) + ${u('d.id', 13)} * ($2::timestamptz - max(d.at)),
              -(sum(d.cents) * 4 / 10 / 100 * 100), 'withdrawals-paid'
         FROM deposit d WHERE ${u('d.id', 14)} < 0.4 GROUP BY d.id
     ), mv AS (
       INSERT INTO movements (merchant, member_id, kind, reference, note, created_at)
       SELECT $1, member_id, kind, reference, note, at FROM ev RETURNING id, reference
     ), legs AS (
       INSERT INTO postings (movement_id, merchant, member_id, wallet, house, cents)
       SELECT mv.id, $1, ev.member_id, 'MAIN', NULL, ev.cents FROM mv JOIN ev USING (reference)
       UNION ALL
       SELECT mv.id, $1, NULL, NULL, ev.house, -ev.cents FROM mv JOIN ev USING (reference)
       RETURNING 1
     )
     SELECT (SELECT count(*) FROM mv)::int AS n, (SELECT count(*) FROM legs)::int AS legs`,
    [merchant, now, scale],
  );
  return rows[0]!.n;
}

/**
 * Each player places 8 to 23 bets over its active days (slots most, then live, sports, fish),
 * stakes log-uniform from 1 to 200 dollars, about 95 % returned; with the daily roll-up the record
 * pages and reports read (bet_days), in the same statement as the bets, as seed/bets.ts does.
 */
async function seedTeamBets(tx: Queryable, merchant: string, scale: number, now: string) {
  const pool = vendorPool();
  const { rows } = await tx.query<{ n: number }>(
    `WITH pool AS (
       SELECT * FROM unnest($4::text[], $5::text[], $6::text[]) WITH ORDINALITY AS p(vendor, game_type, game_name, k)
     ), player AS (
       SELECT id, greatest(registered_at, $2::timestamptz - interval '${TEAM_HISTORY_DAYS} days') AS since
         FROM members WHERE merchant = $1 AND type = 0 AND account ~ '^t[0-9]{2}a[0-9]{2}p'
     ), shaped AS (
       SELECT p.id AS member_id, n, pool.vendor, pool.game_type, pool.game_name,
              p.since + ${u('p.id * 64 + n', 21)} * ($2::timestamptz - p.since) AS placed_at,
              greatest(100, round(100 * power(200, ${u('p.id * 64 + n', 22)}) * $3))::bigint AS bet_cents,
              CASE WHEN ${u('p.id * 64 + n', 23)} < 0.45 THEN 2.1 ELSE 0 END AS multiplier
         FROM player p
         CROSS JOIN LATERAL generate_series(1, 8 + floor(${u('p.id', 24)} * 16)::int) n
         JOIN pool ON pool.k = 1 + floor(${u('p.id * 64 + n', 25)} * $7)::bigint
     ), added AS (
       INSERT INTO bets (merchant, member_id, vendor, game_type, game_name, round_id, bet_cents,
                         valid_bet_cents, payout_cents, status, placed_at, settled_at)
       SELECT $1, member_id, vendor, game_type, game_name, 'T' || member_id || '-' || n, bet_cents,
              bet_cents, round(bet_cents * multiplier)::bigint, 'SETTLED', placed_at,
              least($2::timestamptz, placed_at + interval '2 minutes')
         FROM shaped
       RETURNING member_id, placed_at, vendor, game_type, status, bet_cents, valid_bet_cents, payout_cents
     ), days AS (
       INSERT INTO bet_days (member_id, day, vendor, game_type, status, bets, bet_cents,
                             valid_bet_cents, payout_cents, win_loss_cents)
       SELECT member_id, (placed_at AT TIME ZONE 'UTC')::date, vendor, game_type, status, count(*),
              sum(bet_cents), sum(valid_bet_cents), sum(payout_cents), sum(payout_cents - bet_cents)
         FROM added GROUP BY 1, 2, 3, 4, 5
       RETURNING bets
     )
     SELECT COALESCE(sum(bets), 0)::int AS n FROM days`,
    [
      merchant,
      now,
      scale,
      pool.map((p) => p.vendor),
      pool.map((p) => p.type),
      pool.map((p) => GAME_NAMES[p.type] ?? p.vendor),
      pool.length,
    ],
  );
  return rows[0]!.n;
}
