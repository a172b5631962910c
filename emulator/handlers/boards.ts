// Winner board, jackpot, card rooms, live hosts and their chat (the merchant wallet is in wallet.ts). Everything that
// moves (wins, jackpot, players, hosts online) is derived from the clock, so it changes over time
// but a fixed clock (tests) gives fixed answers.
import { createHash } from 'node:crypto';
import type { CallHandler, CallContext } from '../context.js';
import { requireMember, TRIAL_TYPE } from '../context.js';
import type { Db } from '../db/database.js';
import { ApiError } from '../http/envelope.js';
import { createRng } from '../seed/prng.js';
import { gameIconUrl } from './games.js';
import { issueTicket } from './launch.js';
import { chatPageHtml, expiredPageHtml } from '../assets/pages.js';
import { balanceCents } from '../money/ledger.js';

/** A 32-bit seed from any text. */
const seedOf = (text: string) => createHash('sha256').update(text).digest().readUInt32LE(0);
const unit = (text: string) => seedOf(text) / 2 ** 32;

const WINNER_NAMES = [
  'dennyo',
  'kimhong88',
  'sokha77',
  'lucky_lee',
  'vannak9',
  'thida21',
  'bopha_k',
  'minh2024',
  'tuan_vn',
  'jackwin',
  'rithy88',
  'sreyleak',
  'phalla5',
  'chenwei',
  'liuyang8',
  'wangfei',
  'arjun_k',
  'malik99',
  'nattapong',
  'somchai7',
  'budi_s',
  'rizal88',
  'kenji_t',
  'yuna_s',
  'carlos7',
  'maria_g',
  'ahmed12',
  'olga_k',
  'pedro_r',
  'linhdan',
  'hoangnam',
  'darany',
];

/** "dennyo" → "de***o": two first letters, three stars, the last letter. */
export const maskName = (name: string) => `${name.slice(0, 2)}***${name.slice(-1)}`;

/** Categories a winner board with gameCategory ALL draws from (lobby entries win nothing). */
const WIN_TYPES = ['RNG', 'LIVE', 'FISH', 'PVP', 'BINGO', 'BGS'];

/** ODSFE2_getWinnerBoard / GCSGAME_getRankList: the biggest wins of the last hour, largest first. */
const winnerBoard: CallHandler = async ({ db, input, merchant, now }) => {
  const limit = Number(input.limitNum ?? 20);
  const category = String(input.gameCategory ?? 'ALL').toUpperCase();
  const types = category === 'ALL' ? WIN_TYPES : [category];
  const at = now();
  const hour = Math.floor(at / 3_600_000);
  const rng = createRng(seedOf(`${merchant.code}:${category}:${hour}`));
  const count =
    (
      await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM games WHERE game_type = ANY($1) AND is_game = 'GAME'`,
        [types],
      )
    ).rows[0]?.n ?? 0;
  if (count === 0) return { list: [] };
  const picks = Array.from({ length: limit }, () => rng.int(1, count));
  const { rows } = await db.query<{
    rn: number;
    game_id: string;
    game_name: string;
    vassalage: string;
    game_type: string;
  }>(
    `SELECT * FROM (SELECT row_number() OVER (ORDER BY node_id)::int AS rn, game_id, game_name, vassalage, game_type
       FROM games WHERE game_type = ANY($1) AND is_game = 'GAME') t WHERE rn = ANY($2)`,
    [types, picks],
  );
  const byRn = new Map(rows.map((r) => [r.rn, r]));
  const list = picks
    .map((rn) => {
      const g = byRn.get(rn)!;
      // Log-uniform between 100 and 500,000: many modest wins, a few huge ones.
      const winAmount = Math.round(10 ** (2 + rng.next() * 3.7) * 100) / 100;
      return {
        customerName: maskName(rng.pick(WINNER_NAMES)),
        winAmount,
        iconUrl: gameIconUrl(g.game_id),
        gameName: g.game_name,
        vassalage: g.vassalage,
        gameType: g.game_type,
        createdAt: new Date(at - Math.floor(rng.next() * 3_600_000)).toISOString(),
      };
    })
    .sort((a, b) => b.winAmount - a.winAmount || a.createdAt.localeCompare(b.createdAt));
  return { list };
};

/** The jackpot resets every 30 days and grows 2.5 a second in between (1,000,000 → ~7,480,000). */
export function jackpotAmount(nowMs: number): number {
  const cycleMs = 30 * 86_400_000;
  const into = (nowMs - Date.UTC(2025, 0, 1)) % cycleMs;
  return Math.round((1_000_000 + ((into < 0 ? into + cycleMs : into) / 1000) * 2.5) * 100) / 100;
}

const ROOM_TIERS: [string, number][] = [
  ['Beginner', 1],
  ['Standard', 10],
  ['VIP', 100],
  ['Elite', 1000],
];

/** GLS2_roomList: four stake tiers per card game of a PVP vendor; players change every 5 minutes. */
const cardRooms: CallHandler = async ({ db, input, now }) => {
  const vendor = (
    await db.query<{ vassalage: string; maintenance: boolean }>(
      `SELECT vassalage, maintenance FROM vendors WHERE game_type = 'PVP' ${input.vassalage ? 'AND vassalage = $1' : ''} ORDER BY sort LIMIT 1`,
      input.vassalage ? [input.vassalage] : [],
    )
  ).rows[0];
  if (!vendor)
    throw new ApiError('NOT_FOUND', `${String(input.vassalage)} is not a card-game vendor`);
  const games = (
    await db.query<{ game_code: string; game_name: string }>(
      `SELECT game_code, game_name FROM games WHERE vassalage = $1 AND is_game = 'GAME' ${input.gameCode ? 'AND game_code = $2' : ''} ORDER BY sort`,
      input.gameCode ? [vendor.vassalage, input.gameCode] : [vendor.vassalage],
    )
  ).rows;
  if (input.gameCode && !games.length)
    throw new ApiError(
      'NOT_FOUND',
      `game ${String(input.gameCode)} of ${vendor.vassalage} does not exist`,
    );
  const bucket = Math.floor(now() / 300_000);
  return games.flatMap((g) =>
    ROOM_TIERS.map(([tier, minBet], i) => {
      const roomId = `${g.game_code}-${tier.toLowerCase()}`;
      return {
        roomId,
        name: `${g.game_name} · ${tier}`,
        vassalage: vendor.vassalage,
        gameCode: g.game_code,
        gameName: g.game_name,
        minBet,
        maxBet: minBet * 100,
        players: vendor.maintenance ? 0 : Math.floor(unit(`${roomId}:${bucket}`) * (120 / (i + 1))),
        maintenance: vendor.maintenance,
      };
    }),
  );
};

const HOSTS = [
  'Alice',
  'Bella',
  'Chloe',
  'Daisy',
  'Elena',
  'Fiona',
  'Grace',
  'Hana',
  'Iris',
  'Jasmine',
  'Kira',
  'Luna',
];

/** Live hosts: online (about 7 in 10) and viewer counts change every 10 minutes. */
function hosts(nowMs: number) {
  const bucket = Math.floor(nowMs / 600_000);
  return HOSTS.map((name, i) => {
    const modelId = `model${String(i + 1).padStart(2, '0')}`;
    const online = unit(`${modelId}:online:${bucket}`) < 0.7;
    return {
      modelId,
      name,
      avatarUrl: `/emulator-assets/avatar/${modelId}.svg`,
      online,
      viewers: online ? 20 + Math.floor(unit(`${modelId}:viewers:${bucket}`) * 1980) : 0,
    };
  }).sort(
    (a, b) =>
      Number(b.online) - Number(a.online) ||
      b.viewers - a.viewers ||
      a.modelId.localeCompare(b.modelId),
  );
}

/**
 * The chat-room groups a member may enter: everyone real is in the lobby; a balance of 1,000 or
 * more opens the VIP room too (the emulator's stand-in for the platform's own membership rule).
 */
async function chatGroups(ctx: CallContext, m: { id: number }): Promise<string[]> {
  const vip = (await balanceCents(ctx.db, m.id)) >= 100_000n;
  return ['lobby', ...(vip ? ['vip'] : [])];
}

const notTrial = (ctx: CallContext) => {
  const m = requireMember(ctx);
  if (m.type === TRIAL_TYPE)
    throw new ApiError('NEED_TRUE_ACCOUNT', 'please create a real account to chat');
  return m;
};

export const boardHandlers: Record<string, CallHandler> = {
  winnerBoard,
  jackpot: async ({ merchant, input, now }) => ({
    amount: jackpotAmount(now()),
    currency: typeof input.currency === 'string' ? input.currency : merchant.currency,
    updatedAt: new Date(now()).toISOString(),
  }),
  cardRooms,
  liveModels: async ({ now }) => hosts(now()),
  launchChat: async (ctx) => {
    const m = notTrial(ctx);
    if (typeof ctx.input.group === 'string') {
      const group = ctx.input.group;
      if (!(await chatGroups(ctx, m)).includes(group))
        throw new ApiError('OPERATION_NOT_ALLOWED', `no permission for chat group ${group}`);
      const ticket = await issueTicket(ctx, m.id, null, 'chat', { group, language: ctx.language });
      return { chatUrl: `/emulator-assets/chat?${new URLSearchParams({ ticket })}` };
    }
    const list = hosts(ctx.now());
    const modelId = String(ctx.input.modelId ?? list[0]!.modelId);
    if (!list.some((h) => h.modelId === modelId))
      throw new ApiError('NOT_FOUND', `host ${modelId} does not exist`);
    const ticket = await issueTicket(ctx, m.id, null, 'chat', {
      modelId,
      language: ctx.language,
    });
    return { chatUrl: `/emulator-assets/chat?${new URLSearchParams({ ticket })}` };
  },
  chatGroupPermission: async (ctx) => {
    const m = requireMember(ctx);
    const groups = m.type === TRIAL_TYPE ? [] : await chatGroups(ctx, m);
    return { allowed: groups.length > 0, groups };
  },
  chatUnreadCount: async (ctx) => ({
    count: (requireMember(ctx).id * 7 + Math.floor(ctx.now() / 3_600_000)) % 5,
  }),
};

/** HTML of a host's chat window for a chat ticket (GET /emulator-assets/chat?ticket=…). */
export async function chatPage(db: Db, ticket: string): Promise<{ status: number; html: string }> {
  const row = (
    await db.query<{ details: Record<string, string>; account: string }>(
      `SELECT t.details, m.account FROM launch_tickets t JOIN members m ON m.id = t.member_id WHERE t.ticket = $1 AND t.kind = 'chat'`,
      [ticket],
    )
  ).rows[0];
  if (!row) return { status: 404, html: expiredPageHtml() };
  if (row.details.group !== undefined) {
    const room = `Chat room · ${row.details.group}`;
    return {
      status: 200,
      html: chatPageHtml({
        hostName: room,
        account: row.account,
        language: row.details.language ?? 'EN',
        lines: [
          ['moderator', `Welcome to the ${row.details.group} room, ${row.account}!`],
          ['lucky_lee', 'Anyone on the evening draw?'],
        ],
      }),
    };
  }
  const n = Number(String(row.details.modelId).replace(/\D/g, '')) || 1;
  const hostName = HOSTS[(n - 1) % HOSTS.length]!;
  return {
    status: 200,
    html: chatPageHtml({
      hostName,
      account: row.account,
      language: row.details.language ?? 'EN',
      lines: [
        [hostName, `Welcome to my room, ${row.account}!`],
        ['lucky_lee', 'Good luck everyone'],
        [hostName, 'Next round starts in a minute.'],
      ],
    }),
  };
}
