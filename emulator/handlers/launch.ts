// Game launch: launchGame (members; also the lottery lobby), gameTrialLaunch (free play, no token)
// and the vendor pages their URLs open. A launch writes a one-time ticket; the page reads the
// player's account and live balance from it, as a vendor would from its session token.
import { randomBytes } from 'node:crypto';
import type { CallContext, CallHandler } from '../context.js';
import { requireMember, TRIAL_TYPE } from '../context.js';
import type { Db } from '../db/database.js';
import { ApiError } from '../http/envelope.js';
import { recordRecentGame } from './games.js';
import { launchPageHtml, expiredPageHtml, type LaunchPageData } from '../assets/pages.js';
import { fromCents } from '../money/ledger.js';

interface VendorRow {
  vassalage: string;
  display_name: string;
  game_type: string;
  maintenance: boolean;
  freeplay: boolean;
  app_new_window: boolean;
}

interface LaunchTarget {
  vendor: VendorRow;
  game: { node_id: number; game_code: string; game_name: string; game_type: string };
}

/**
 * The vendor and game a launch asks for: nodeId wins, then gameCode; neither opens the vendor's
 * lobby (its first entry). Unknown vendor or game: NOT_FOUND; vendor under maintenance:
 * GAME_MAINTENANCE.
 */
async function resolveTarget(db: Db, input: Record<string, unknown>): Promise<LaunchTarget> {
  const vendor = (
    await db.query<VendorRow>('SELECT * FROM vendors WHERE vassalage = $1', [input.vassalage])
  ).rows[0];
  if (!vendor) throw new ApiError('NOT_FOUND', `vendor ${String(input.vassalage)} does not exist`);
  if (vendor.maintenance)
    throw new ApiError(
      'GAME_MAINTENANCE',
      `${vendor.display_name} is under maintenance, please try other games`,
    );
  const cols = 'node_id, game_code, game_name, game_type';
  let game: LaunchTarget['game'] | undefined;
  if (input.nodeId !== undefined) {
    const nodeId = /^\d{1,9}$/.test(String(input.nodeId)) ? Number(input.nodeId) : -1;
    game = (
      await db.query<LaunchTarget['game']>(
        `SELECT ${cols} FROM games WHERE node_id = $1 AND vassalage = $2`,
        [nodeId, vendor.vassalage],
      )
    ).rows[0];
  } else if (input.gameCode) {
    game = (
      await db.query<LaunchTarget['game']>(
        `SELECT ${cols} FROM games WHERE vassalage = $1 AND game_code = $2`,
        [vendor.vassalage, input.gameCode],
      )
    ).rows[0];
  } else {
    game = (
      await db.query<LaunchTarget['game']>(
        `SELECT ${cols} FROM games WHERE vassalage = $1 ORDER BY sort, game_id LIMIT 1`,
        [vendor.vassalage],
      )
    ).rows[0];
  }
  if (!game)
    throw new ApiError(
      'NOT_FOUND',
      `game ${String(input.nodeId ?? input.gameCode ?? '')} of ${vendor.vassalage} does not exist`,
    );
  return { vendor, game };
}

async function issueTicket(
  ctx: CallContext,
  memberId: number | null,
  nodeId: number | null,
  kind: 'game' | 'trial' | 'chat',
  details: Record<string, unknown>,
): Promise<string> {
  const ticket = randomBytes(16).toString('hex');
  await ctx.db.query(
    'INSERT INTO launch_tickets (ticket, merchant, member_id, node_id, kind, details, created_at) VALUES ($1,$2,$3,$4,$5,$6,$7)',
    [
      ticket,
      ctx.merchant.code,
      memberId,
      nodeId,
      kind,
      JSON.stringify(details),
      new Date(ctx.now()).toISOString(),
    ],
  );
  return ticket;
}

const pick = (input: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(keys.filter((k) => input[k] !== undefined).map((k) => [k, input[k]]));

const isLottery = (gameType: string) => gameType === 'LOTT' || gameType === 'ELOTT';

/** Records a lottery launch for recentLotteryGames / vnRecentLottery. */
async function recordRecentLottery(db: Db, memberId: number, gameCode: string, at: number) {
  await db.query(
    `INSERT INTO recent_lottery (member_id, game_code, played_at) VALUES ($1, $2, $3)
     ON CONFLICT (member_id, game_code) DO UPDATE SET played_at = EXCLUDED.played_at, seq = EXCLUDED.seq`,
    [memberId, gameCode, new Date(at).toISOString()],
  );
}

/** How the caller's session was opened (sessions.sign_in, migration 028). */
async function signInOf(ctx: CallContext): Promise<string | undefined> {
  const { rows } = await ctx.db.query<{ sign_in: string }>(
    'SELECT sign_in FROM sessions WHERE token = $1 AND merchant = $2',
    [ctx.token, ctx.merchant.code],
  );
  return rows[0]?.sign_in;
}

/**
 * A member's launch: real members only; records the play in recent games. `via` names the social
 * provider of a GCS_gameLaunchFB launch; the vendor page shows it.
 */
async function launchForMember(ctx: CallContext, via?: string) {
  const member = requireMember(ctx);
  if (member.type === TRIAL_TYPE)
    throw new ApiError('NEED_TRUE_ACCOUNT', 'please create a real account to play this game');
  const { vendor, game } = await resolveTarget(ctx.db, ctx.input);
  const at = ctx.now();
  await recordRecentGame(ctx.db, member.id, game.node_id, at);
  if (isLottery(game.game_type) && game.game_code !== 'lobby')
    await recordRecentLottery(ctx.db, member.id, game.game_code, at);
  const ticket = await issueTicket(ctx, member.id, game.node_id, 'game', {
    ...pick(ctx.input, [
      'backUrl',
      'lottoArea',
      'launchMode',
      'prizeMode',
      'view',
      'sportsTab',
      'device',
    ]),
    language: ctx.input.language ?? ctx.language,
    ...(via ? { signedInWith: via } : {}),
  });
  return {
    url: `/emulator-assets/launch?${new URLSearchParams({ ticket })}`,
    newWindow: vendor.app_new_window,
  };
}

export const launchHandlers: Record<string, CallHandler> = {
  /** /wps/game/launchGame (T). */
  launchGame: (ctx) => launchForMember(ctx),
  /**
   * GCS_gameLaunchFB (T, §7 "game launch, social login"): the launch of a session a social
   * provider opened, naming that provider; any other session is refused, as is a provider the
   * session was not opened with.
   */
  gameLaunchFB: async (ctx) => {
    const signIn = await signInOf(ctx);
    const provider = signIn?.startsWith('social:') ? signIn.slice('social:'.length) : undefined;
    if (!provider)
      throw new ApiError('OPERATION_NOT_ALLOWED', 'this launch serves social sign-ins only');
    if (ctx.input.provider !== provider)
      throw new ApiError('OPERATION_NOT_ALLOWED', `this session was opened with ${provider}`);
    return launchForMember(ctx, provider);
  },
  /** GCS_gameTrialLaunch (no token): free play for vendors with freeplay. */
  gameTrialLaunch: async (ctx) => {
    const { vendor, game } = await resolveTarget(ctx.db, ctx.input);
    if (!vendor.freeplay)
      throw new ApiError('OPERATION_NOT_ALLOWED', `${vendor.display_name} offers no free play`);
    const ticket = await issueTicket(ctx, null, game.node_id, 'trial', {
      language: ctx.input.language ?? ctx.language,
    });
    return {
      url: `/emulator-assets/launch?${new URLSearchParams({ ticket })}`,
      newWindow: vendor.app_new_window,
    };
  },
};

/** Credit a trial window plays with. */
const TRIAL_CREDIT = 2000;

/** HTML of the vendor page for a launch ticket (GET /emulator-assets/launch?ticket=…). */
export async function launchPage(
  db: Db,
  ticket: string,
): Promise<{ status: number; html: string }> {
  const row = (
    await db.query<{
      kind: string;
      details: Record<string, string>;
      game_name: string;
      game_type: string;
      display_name: string;
      account: string | null;
      balance_cents: string | null;
      currency: string | null;
      m_currency: string;
    }>(
      `SELECT t.kind, t.details, g.game_name, g.game_type, v.display_name, m.account, m.currency,
         (SELECT SUM(p.cents)::text FROM postings p WHERE p.member_id = m.id AND p.wallet = 'MAIN') AS balance_cents, mc.currency AS m_currency
       FROM launch_tickets t JOIN games g ON g.node_id = t.node_id JOIN vendors v ON v.vassalage = g.vassalage
       JOIN merchants mc ON mc.code = t.merchant LEFT JOIN members m ON m.id = t.member_id
       WHERE t.ticket = $1 AND t.kind IN ('game', 'trial')`,
      [ticket],
    )
  ).rows[0];
  if (!row) return { status: 404, html: expiredPageHtml() };
  const trial = row.kind === 'trial';
  const d = row.details;
  const data: LaunchPageData = {
    vendorName: row.display_name,
    gameName: row.game_name,
    gameType: row.game_type,
    account: trial ? undefined : (row.account ?? undefined),
    balance: trial ? TRIAL_CREDIT : fromCents(BigInt(row.balance_cents ?? 0)),
    currency: row.currency ?? row.m_currency,
    backUrl: d.backUrl,
    language: d.language ?? 'EN',
    trial,
    sportsTab: d.sportsTab,
    signedInWith: d.signedInWith,
    lottery: isLottery(row.game_type)
      ? { prizeMode: d.prizeMode, view: d.view, lottoArea: d.lottoArea }
      : undefined,
  };
  return { status: 200, html: launchPageHtml(data) };
}

export { issueTicket };
