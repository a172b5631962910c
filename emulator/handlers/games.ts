// Vendors, game lists, favourites, launch and lottery menus, all read from the seeded catalogue.
import type { CallHandler } from '../context.js';
import { requireMember } from '../context.js';
import { ApiError } from '../http/envelope.js';

interface GameRow {
  game_id: string;
  node_id: number;
  vassalage: string;
  game_type: string;
  game_classify: string;
  game_code: string;
  game_name: string;
  is_hot: number;
  updated_at: Date;
}

export const gameIconUrl = (gameId: string) =>
  `/emulator-assets/game/${encodeURIComponent(gameId)}.svg`;

const toGame = (g: GameRow) => ({
  gameId: g.game_id,
  gameName: g.game_name,
  displayName: g.game_name,
  nodeId: g.node_id,
  vassalage: g.vassalage,
  gameType: g.game_type,
  gameCode: g.game_code,
  gameClassify: g.game_classify,
  iconUrl: gameIconUrl(g.game_id),
  lagerIcon: gameIconUrl(g.game_id),
  isHot: g.is_hot as 0 | 1,
  isGame: 'GAME',
  updatedAt: new Date(g.updated_at).toISOString(),
});

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
    `SELECT v.*, (SELECT count(*)::int FROM games g WHERE g.vassalage = v.vassalage) AS game_count FROM vendors v ORDER BY v.sort`,
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

const gameList: CallHandler = async ({ db, input }) => {
  const pageNo = Math.max(1, Number(input.pageNo ?? 1));
  const pageSize = Math.min(200, Math.max(1, Number(input.pageSize ?? 20)));
  const where = ['game_type = $1'];
  const params: unknown[] = [input.gameType];
  const add = (sql: string, v: unknown) => (
    params.push(v),
    where.push(sql.replace('?', `$${params.length}`))
  );
  if (input.vassalage) add('vassalage = ?', input.vassalage);
  if (input.gameClassify) add('game_classify = ?', input.gameClassify);
  if (input.gameName) add('game_name ILIKE ?', `%${String(input.gameName)}%`);
  const total =
    (
      await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM games WHERE ${where.join(' AND ')}`,
        params,
      )
    ).rows[0]?.n ?? 0;
  const { rows } = await db.query<GameRow>(
    `SELECT * FROM games WHERE ${where.join(' AND ')} ORDER BY is_hot DESC, vassalage, sort LIMIT ${pageSize} OFFSET ${(pageNo - 1) * pageSize}`,
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

const favoriteRows = async (db: CallContextDb, memberId: number) =>
  (
    await db.query<GameRow>(
      'SELECT g.* FROM favorites f JOIN games g ON g.node_id = f.node_id WHERE f.member_id = $1 ORDER BY f.created_at DESC',
      [memberId],
    )
  ).rows;
type CallContextDb = Parameters<CallHandler>[0]['db'];

const lottoGames = async (db: CallContextDb, prizeMode: string) => {
  const { rows } = await db.query<{ vassalage: string; display_name: string; game_type: string }>(
    `SELECT * FROM vendors WHERE game_type IN ('LOTT','ELOTT') ORDER BY sort`,
  );
  return rows.flatMap((v) =>
    ['5D', '3D', 'K3'].map((kind, i) => ({
      gameCode: `${v.vassalage}_${kind}`,
      gameName: `${v.display_name} ${kind}`,
      prizeMode,
      vassalage: v.vassalage,
      category: v.game_type,
      iconUrl: gameIconUrl(`${v.vassalage}_${kind}`),
      drawInterval: (i + 1) * 60,
    })),
  );
};

const lottoMenus = async (db: CallContextDb, prizeMode: string) => {
  const games = await lottoGames(db, prizeMode);
  const byVendor = new Map<string, typeof games>();
  for (const g of games) byVendor.set(g.vassalage, [...(byVendor.get(g.vassalage) ?? []), g]);
  return {
    prizeMode,
    menus: [...byVendor].map(([code, list]) => ({
      menuCode: code,
      menuName: list[0]!.gameName.replace(/ \w+$/, ''),
      games: list,
    })),
  };
};

export const gameHandlers: Record<string, CallHandler> = {
  gameVendor,
  gameList,
  hotGames: async ({ db, input }) => {
    const { rows } = await db.query<GameRow>(
      `SELECT * FROM games WHERE is_hot = 1 ${input.gameType ? 'AND game_type = $1' : ''} ORDER BY node_id LIMIT 60`,
      input.gameType ? [input.gameType] : [],
    );
    return { games: rows.map(toGame) };
  },
  vassGameType: async ({ db, input }) => {
    const { rows } = await db.query<{ game_classify: string; n: number }>(
      'SELECT game_classify, count(*)::int AS n FROM games WHERE vassalage = $1 GROUP BY game_classify ORDER BY game_classify',
      [input.vassalage],
    );
    return rows.map((r) => ({
      gameClassify: r.game_classify,
      name: r.game_classify,
      gameCount: r.n,
    }));
  },
  favoriteGames: async (ctx) => ({
    ids: (await favoriteRows(ctx.db, requireMember(ctx).id)).map((g) => g.node_id),
  }),
  favoriteGamesList: async (ctx) => {
    const all = (await favoriteRows(ctx.db, requireMember(ctx).id)).filter(
      (g) => !ctx.input.gameType || g.game_type === ctx.input.gameType,
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
    const nodeId = Number(ctx.input.nodeId);
    const exists = await ctx.db.query('SELECT 1 FROM games WHERE node_id = $1', [nodeId]);
    if (!exists.rows.length) throw new ApiError('NOT_FOUND', `game ${nodeId} does not exist`);
    await ctx.db.query(
      'INSERT INTO favorites (member_id, node_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [requireMember(ctx).id, nodeId],
    );
    return { nodeId, favorite: true };
  },
  removeFavoriteGame: async (ctx) => {
    const nodeId = Number(ctx.input.nodeId);
    await ctx.db.query('DELETE FROM favorites WHERE member_id = $1 AND node_id = $2', [
      requireMember(ctx).id,
      nodeId,
    ]);
    return { nodeId, favorite: false };
  },
  recentGames: async (ctx) => {
    // The emulator records no play, so "recent" is the member's favourites followed by a few hot games.
    const fav = await favoriteRows(ctx.db, requireMember(ctx).id);
    const hot = (
      await ctx.db.query<GameRow>(
        "SELECT * FROM games WHERE is_hot = 1 AND game_type = 'RNG' ORDER BY node_id LIMIT 5",
      )
    ).rows;
    return { list: [...fav, ...hot].slice(0, Number(ctx.input.pageSize ?? 20)).map(toGame) };
  },
  launchGame: async ({ db, input, token }) => {
    const { rows } = await db.query<{ maintenance: boolean; app_new_window: boolean }>(
      'SELECT maintenance, app_new_window FROM vendors WHERE vassalage = $1',
      [input.vassalage],
    );
    const v = rows[0];
    if (!v) throw new ApiError('NOT_FOUND', `vendor ${String(input.vassalage)} does not exist`);
    if (v.maintenance)
      throw new ApiError('GAME_MAINTENANCE', 'game under maintenance, try other games');
    const q = new URLSearchParams({
      vendor: String(input.vassalage),
      game: String(input.gameCode ?? ''),
      session: String(token).slice(0, 8),
    });
    return { url: `/emulator-assets/launch?${q}`, newWindow: v.app_new_window };
  },
  gameTrialLaunch: async ({ input }) => ({
    url: `/emulator-assets/launch?${new URLSearchParams({ vendor: String(input.vassalage), game: String(input.gameCode), trial: '1' })}`,
  }),
  winnerBoard: async ({ db, input }) => {
    const limit = Math.min(50, Number(input.limitNum ?? 20));
    const { rows } = await db.query<GameRow>(
      'SELECT * FROM games WHERE is_hot = 1 ORDER BY node_id LIMIT $1',
      [limit],
    );
    return {
      list: rows.map((g, i) => ({
        customerName: `pl***${(i * 37) % 100}`,
        winAmount: Math.round((((g.node_id * 7919) % 500000) / 7 + 100) * 100) / 100,
        iconUrl: gameIconUrl(g.game_id),
        gameName: g.game_name,
        vassalage: g.vassalage,
        gameType: g.game_type,
      })),
    };
  },
  jackpot: async ({ merchant }) => ({
    amount: 8_888_888.88 + (Math.floor(Date.now() / 60_000) % 1000) * 12.34,
    currency: merchant.currency,
    updatedAt: new Date().toISOString(),
  }),
  gameMenus: async ({ db, input }) => lottoMenus(db, String(input.prizeMode ?? 'ELOTT')),
  vnLotteryMenu: async ({ db, input }) => lottoMenus(db, String(input.prizeMode ?? 'ELOTT')),
  lotteryGames: async ({ db, input }) => lottoGames(db, String(input.prizeMode ?? 'LOTT')),
  popularLottery: async ({ db }) => (await lottoGames(db, 'ELOTT')).slice(0, 6),
};
