// The game catalogue: vendors, game lists (filters, search, sort, paging), hot games, vendor
// sub-categories, favourites and recent games per member. Launching lives in launch.ts.
import type { CallContext, CallHandler } from '../context.js';
import { requireMember } from '../context.js';
import type { Db } from '../db/database.js';
import { ApiError } from '../http/envelope.js';

/** A games row joined with its vendor's maintenance switch (and the member's favourite flag). */
export interface GameRow {
  game_id: string;
  node_id: number;
  vassalage: string;
  game_type: string;
  game_classify: string;
  game_code: string;
  game_name: string;
  is_hot: number;
  is_game: string;
  sort: number;
  updated_at: Date;
  maintenance: boolean;
  is_favorite?: boolean;
}

export const gameIconUrl = (gameId: string) =>
  `/emulator-assets/game/${encodeURIComponent(gameId)}.svg`;

/** The one game item shape of gameList, hotGames, favoriteGamesList and recentGames. */
export const toGame = (g: GameRow) => ({
  gameId: g.game_id,
  gameName: g.game_name,
  displayName: g.game_name,
  nodeId: String(g.node_id),
  vassalage: g.vassalage,
  gameType: g.game_type,
  gameCode: g.game_code,
  gameClassify: g.game_classify,
  iconUrl: gameIconUrl(g.game_id),
  lagerIcon: gameIconUrl(g.game_id),
  isHot: g.is_hot as 0 | 1,
  isGame: g.is_game as 'GAME' | 'VASSALAGE',
  maintenance: g.maintenance,
  updatedAt: new Date(g.updated_at).toISOString(),
  ...(g.is_favorite === undefined ? {} : { isFavorite: g.is_favorite }),
});

/**
 * SELECT list for game items; with a member id parameter ($n) it adds is_favorite. Callers join
 * `games g JOIN vendors v USING (vassalage)`.
 */
export const gameSelect = (memberParam?: number) =>
  `g.*, v.maintenance${memberParam ? `, EXISTS (SELECT 1 FROM favorites f WHERE f.member_id = $${memberParam} AND f.node_id = g.node_id) AS is_favorite` : ''}`;

/** Game categories (gameType) of the catalogue. */
export const GAME_TYPES = [
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'BINGO',
  'BGS',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'LOTT',
  'ELOTT',
];

/** Lane order of the original navigation (spec §2). */
const LANE_ORDER = [
  'ELOTT',
  'LOTT',
  'LIVE',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'ESPORTS',
  'COCKFIGHT',
  'BINGO',
  'BGS',
];

const gameVendor: CallHandler = async ({ db }) => {
  const { rows } = await db.query<{
    vassalage: string;
    game_type: string;
    display_name: string;
    maintenance: boolean;
    freeplay: boolean;
    app_new_window: boolean;
    seamless_status: boolean;
    is_game: string;
    sort: number;
    game_count: number;
  }>(
    `SELECT v.*, (SELECT count(*)::int FROM games g WHERE g.vassalage = v.vassalage AND g.is_game = 'GAME') AS game_count FROM vendors v ORDER BY v.sort`,
  );
  const classify = await db.query<{ game_classify: string; vendors: string[] }>(
    `SELECT game_classify, array_agg(DISTINCT vassalage ORDER BY vassalage) AS vendors FROM games WHERE game_type = 'RNG' GROUP BY game_classify ORDER BY game_classify`,
  );
  const lanes = LANE_ORDER.map((title) => ({
    title,
    cards: rows
      .filter((v) => v.game_type === title)
      .map((v) => ({
        vassalage: v.vassalage,
        gameType: v.game_type,
        displayName: v.display_name,
        maintenance: v.maintenance,
        freeplay: v.freeplay,
        appNewWindow: v.app_new_window,
        seamlessStatus: v.seamless_status,
        gameCount: v.game_count,
        isGame: v.is_game,
        iconUrl: gameIconUrl(v.vassalage),
        sort: v.sort,
      })),
    ...(title === 'RNG'
      ? {
          gameClassify: classify.rows.map((c) => ({
            gameCategory: c.game_classify,
            vendors: c.vendors,
          })),
        }
      : {}),
  })).filter((l) => l.cards.length > 0);
  return { lanes };
};

/** LIKE pattern for a literal substring: %, _ and \ in the search text match themselves. */
const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const ORDER_BY: Record<string, string> = {
  DEFAULT: 'g.sort, g.game_id',
  NEW: 'g.updated_at DESC, g.game_id',
  HOT: 'g.is_hot DESC, g.sort, g.game_id',
};

/**
 * GCSGAME_gameList: one category (gameType), optionally one vendor (vassalage), one RNG
 * sub-category (gameClassify) and a name search; pages are 1-based, pageSize 1..1000 (the schema
 * refuses other values). The vendor-level entry of a LIVE/PVP vendor (isGame VASSALAGE) is left out
 * when the list is already that vendor's (the popup it opens).
 */
const gameList: CallHandler = async ({ db, input, member }) => {
  const pageNo = Number(input.pageNo ?? 1);
  const pageSize = Number(input.pageSize ?? 20);
  const where = ['g.game_type = $1'];
  const params: unknown[] = [input.gameType];
  const add = (sql: string, v: unknown) => {
    params.push(v);
    where.push(sql.replaceAll('?', `$${params.length}`));
  };
  if (input.vassalage) {
    add('g.vassalage = ?', input.vassalage);
    where.push(`g.is_game = 'GAME'`);
  }
  if (input.gameClassify) add('g.game_classify = ?', input.gameClassify);
  if (typeof input.gameName === 'string' && input.gameName.trim())
    add('g.game_name ILIKE ?', likeContains(input.gameName.trim()));
  const from = `FROM games g JOIN vendors v USING (vassalage) WHERE ${where.join(' AND ')}`;
  const total =
    (await db.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params)).rows[0]?.n ?? 0;
  if (member) params.push(member.id);
  const { rows } = await db.query<GameRow>(
    `SELECT ${gameSelect(member ? params.length : undefined)} ${from} ORDER BY ${ORDER_BY[String(input.sort ?? 'DEFAULT')]} LIMIT ${pageSize} OFFSET ${(pageNo - 1) * pageSize}`,
    params,
  );
  return {
    games: rows.map(toGame),
    pageNo,
    pageSize,
    total,
    totalPages: Math.ceil(total / pageSize),
  };
};

/** GCSGAME_hotGamesV2: the hot games (isHot 1), at most 48, in catalogue order. */
const hotGames: CallHandler = async ({ db, input, member }) => {
  const params: unknown[] = [];
  let filter = '';
  if (input.gameType) {
    params.push(input.gameType);
    filter = `AND g.game_type = $1`;
  }
  if (member) params.push(member.id);
  const { rows } = await db.query<GameRow>(
    `SELECT ${gameSelect(member ? params.length : undefined)} FROM games g JOIN vendors v USING (vassalage) WHERE g.is_hot = 1 ${filter} ORDER BY g.sort, g.game_id LIMIT 48`,
    params,
  );
  return { games: rows.map(toGame) };
};

/**
 * The favourites list and recent games calls always send gameType RNG (§7): there it names the
 * casino lobby's account game list, not a category filter, so a member's favourite fishing or
 * card game is still listed. Any other value filters by that category.
 */
const accountListType = (gameType: unknown) => (gameType === 'RNG' ? undefined : gameType);

const memberGames = async (
  db: Db,
  memberId: number,
  table: 'favorites' | 'recent_games',
  gameType: unknown,
) => {
  const order = table === 'favorites' ? 'x.created_at DESC, x.node_id DESC' : 'x.seq DESC';
  const params: unknown[] = [memberId];
  if (gameType) params.push(gameType);
  return (
    await db.query<GameRow>(
      `SELECT ${gameSelect(1)} FROM ${table} x JOIN games g ON g.node_id = x.node_id JOIN vendors v ON v.vassalage = g.vassalage
       WHERE x.member_id = $1 ${gameType ? 'AND g.game_type = $2' : ''} ORDER BY ${order}`,
      params,
    )
  ).rows;
};

/** nodeId of a favourite call: the catalogue's node id as a string of digits. */
const nodeIdOf = (input: Record<string, unknown>) => {
  const raw = String(input.nodeId ?? '');
  if (!/^\d{1,9}$/.test(raw)) throw new ApiError('VALIDATION_FAILED', '/nodeId must be digits');
  return Number(raw);
};

/** Records a play (launchGame): the game moves to the top of the member's recent games. */
export async function recordRecentGame(
  db: Pick<Db, 'query'>,
  memberId: number,
  nodeId: number,
  at: number,
): Promise<void> {
  await db.query(
    `INSERT INTO recent_games (member_id, node_id, played_at) VALUES ($1, $2, $3)
     ON CONFLICT (member_id, node_id) DO UPDATE SET played_at = EXCLUDED.played_at, seq = EXCLUDED.seq`,
    [memberId, nodeId, new Date(at).toISOString()],
  );
}

export const gameHandlers: Record<string, CallHandler> = {
  gameVendor,
  gameList,
  hotGames,
  vassGameType: async ({ db, input }) => {
    const { rows } = await db.query<{ game_classify: string; n: number }>(
      `SELECT game_classify, count(*)::int AS n FROM games WHERE vassalage = $1 AND is_game = 'GAME' GROUP BY game_classify ORDER BY game_classify`,
      [input.vassalage],
    );
    return rows.map((r) => ({
      gameClassify: r.game_classify,
      name: r.game_classify,
      gameCount: r.n,
    }));
  },
  favoriteGames: async (ctx) => ({
    ids: (await memberGames(ctx.db, requireMember(ctx).id, 'favorites', undefined)).map((g) =>
      String(g.node_id),
    ),
  }),
  favoriteGamesList: async (ctx: CallContext) => {
    const all = await memberGames(
      ctx.db,
      requireMember(ctx).id,
      'favorites',
      accountListType(ctx.input.gameType),
    );
    const pageSize = Number(ctx.input.pageSize ?? 999);
    const pageNo = Number(ctx.input.pageNo ?? 1);
    return {
      content: all.slice((pageNo - 1) * pageSize, pageNo * pageSize).map(toGame),
      pageNum: pageNo,
      totalPages: Math.max(1, Math.ceil(all.length / pageSize)),
      total: all.length,
    };
  },
  addFavoriteGame: async (ctx) => {
    const nodeId = nodeIdOf(ctx.input);
    const exists = await ctx.db.query('SELECT 1 FROM games WHERE node_id = $1', [nodeId]);
    if (!exists.rows.length) throw new ApiError('NOT_FOUND', `game ${nodeId} does not exist`);
    // Adding twice keeps one row (and its first date).
    await ctx.db.query(
      'INSERT INTO favorites (member_id, node_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
      [requireMember(ctx).id, nodeId, new Date(ctx.now()).toISOString()],
    );
    return { nodeId: String(nodeId), favorite: true };
  },
  removeFavoriteGame: async (ctx) => {
    const nodeId = nodeIdOf(ctx.input);
    await ctx.db.query('DELETE FROM favorites WHERE member_id = $1 AND node_id = $2', [
      requireMember(ctx).id,
      nodeId,
    ]);
    return { nodeId: String(nodeId), favorite: false };
  },
  /** GCS_recentGame: games the member launched, newest first, one entry per game. */
  recentGames: async (ctx) => {
    const all = await memberGames(
      ctx.db,
      requireMember(ctx).id,
      'recent_games',
      accountListType(ctx.input.gameType),
    );
    const pageSize = Number(ctx.input.pageSize ?? 20);
    const page = Number(ctx.input.page ?? 1);
    return {
      list: all.slice((page - 1) * pageSize, page * pageSize).map(toGame),
      total: all.length,
    };
  },
};
