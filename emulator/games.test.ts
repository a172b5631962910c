import { request as httpRequest } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { start, call, freePlayBody, login, type TestEmulator } from './testing/harness.js';
import { AUTHORIZATION_HEADER, bearerAuthorization } from '../core/api/wire/token.js';
import { readApiJson } from './contract/endpoints.js';
import { launchPageHtml, safeHref } from './assets/pages.js';
import { drawOf, issueIndexAt, lottoGame, numeroOf, openedDraw } from './lottery/draws.js';
import { jackpotAmount, maskName } from './handlers/boards.js';

/** 2025-06-01 12:00:30 UTC: the emulator's clock for the whole file. */
const FIXED = Date.UTC(2025, 5, 1, 12, 0, 30);

let emu: TestEmulator;
let demo: string;
let player: string;

const ctl = (method: string, path: string, body?: unknown) =>
  fetch(emu.url + path, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }));

interface Game {
  gameId: string;
  gameName: string;
  nodeId: string;
  vassalage: string;
  gameType: string;
  gameCode: string;
  gameClassify: string;
  isHot: 0 | 1;
  isGame: string;
  maintenance: boolean;
  updatedAt: string;
  isFavorite?: boolean;
}
interface Page {
  games: Game[];
  total: number;
  totalPages: number;
  pageNo: number;
  pageSize: number;
}

const list = async (query: Record<string, string | number>, token = demo) => {
  const q = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const r = await call(emu.url, 'GET', `/wps/relay/GCSGAME_gameList?${q}`, { token });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.value as unknown as Page;
};
const get = (path: string, token?: string, merchant?: string) =>
  call(emu.url, 'GET', path, { ...(token ? { token } : {}), ...(merchant ? { merchant } : {}) });
const tokenOf = async (user: string, pw: string, merchant = 'dflt88') =>
  String((await login(emu.url, user, pw, {}, merchant)).body.value?.token);

beforeAll(async () => {
  emu = await start(undefined, { now: () => FIXED });
  demo = await tokenOf('demo', 'Demo1234');
  player = await tokenOf('player06', 'Player1234');
}, 120_000);
afterAll(async () => emu?.close());

describe('gameList', () => {
  it('pages the whole RNG catalogue in pages of 500 with exact totals and a stable order', async () => {
    const first = await list({ gameType: 'RNG', pageNo: 1, pageSize: 500 });
    expect(first.total).toBeGreaterThanOrEqual(10_000);
    expect(first.totalPages).toBe(Math.ceil(first.total / 500));
    const seen = new Set(first.games.map((g) => g.nodeId));
    for (let p = 2; p <= first.totalPages; p++) {
      const page = await list({ gameType: 'RNG', pageNo: p, pageSize: 500 });
      expect(page.total).toBe(first.total);
      expect(page.games.length).toBe(p < first.totalPages ? 500 : first.total - 500 * (p - 1));
      for (const g of page.games) seen.add(g.nodeId);
    }
    expect(seen.size).toBe(first.total);
    expect((await list({ gameType: 'RNG', pageNo: 1, pageSize: 500 })).games).toEqual(first.games);
    expect(
      (await list({ gameType: 'RNG', pageNo: first.totalPages + 1, pageSize: 500 })).games,
    ).toEqual([]);
  }, 30_000);

  it('refuses page sizes outside 1..1000 and page 0; an unknown category lists nothing', async () => {
    for (const q of ['pageSize=1001', 'pageSize=0', 'pageNo=0', 'sort=OLD'])
      expect((await get(`/wps/relay/GCSGAME_gameList?gameType=RNG&${q}`, demo)).body.code).toBe(
        'VALIDATION_FAILED',
      );
    expect((await list({ gameType: 'SLOTS' })).total).toBe(0);
  });

  it('has games in every category, one lobby per sports-like vendor, and a deep PG catalogue', async () => {
    const types = ['RNG', 'LIVE', 'FISH', 'PVP', 'BINGO', 'BGS', 'SPORTS', 'ESPORTS', 'COCKFIGHT'];
    for (const gameType of [...types, 'LOTT', 'ELOTT'])
      expect((await list({ gameType })).total, gameType).toBeGreaterThan(0);
    const sports = await list({ gameType: 'SPORTS', pageSize: 100 });
    expect(sports.games.every((g) => g.gameCode === 'lobby' && g.isGame === 'GAME')).toBe(true);
    expect(new Set(sports.games.map((g) => g.vassalage)).size).toBe(sports.total);
    const live = await list({ gameType: 'LIVE', pageSize: 200 });
    expect(live.games.filter((g) => g.isGame === 'VASSALAGE').length).toBe(6);
    const lott = await list({ gameType: 'ELOTT', pageSize: 100 });
    expect(lott.games.map((g) => g.gameCode)).toContain('VN1M');
    expect(
      (await list({ gameType: 'RNG', vassalage: 'PG', pageSize: 1 })).total,
    ).toBeGreaterThanOrEqual(2500);
    const nodeIds = [...sports.games, ...live.games, ...lott.games].map((g) => g.nodeId);
    expect(new Set(nodeIds).size).toBe(nodeIds.length);
    expect(nodeIds.every((id) => /^\d+$/.test(id))).toBe(true);
  });

  it('filters by vendor and sub-category (a vendor list leaves out its own vendor entry)', async () => {
    const pp = await list({ gameType: 'RNG', vassalage: 'PP', pageSize: 1000 });
    expect(pp.total).toBe(600);
    expect(pp.games.every((g) => g.vassalage === 'PP')).toBe(true);
    const jp = await list({ gameType: 'RNG', gameClassify: 'JP', pageSize: 1000 });
    expect(jp.total).toBeGreaterThan(100);
    expect(jp.games.every((g) => g.gameClassify === 'JP')).toBe(true);
    const both = await list({
      gameType: 'RNG',
      vassalage: 'PP',
      gameClassify: 'JP',
      pageSize: 1000,
    });
    expect(both.total).toBe(pp.games.filter((g) => g.gameClassify === 'JP').length);
    const evo = await list({ gameType: 'LIVE', vassalage: 'EVO' });
    expect(evo.total).toBe(12);
    expect(evo.games.every((g) => g.isGame === 'GAME')).toBe(true);
  });

  it('searches names case-insensitively and treats % and _ literally', async () => {
    const lower = await list({ gameType: 'RNG', gameName: 'dragon', pageSize: 1000 });
    const upper = await list({ gameType: 'RNG', gameName: 'DRAGON', pageSize: 1000 });
    expect(lower.total).toBeGreaterThan(0);
    expect(upper.total).toBe(lower.total);
    expect(lower.games.every((g) => g.gameName.toLowerCase().includes('dragon'))).toBe(true);
    expect((await list({ gameType: 'RNG', gameName: '%' })).total).toBe(0);
    expect((await list({ gameType: 'RNG', gameName: 'hold & win' })).total).toBeGreaterThan(0);
  });

  it('sorts NEW by updatedAt and HOT with hot games first', async () => {
    const fresh = (await list({ gameType: 'RNG', sort: 'NEW', pageSize: 300 })).games;
    for (let i = 1; i < fresh.length; i++)
      expect(fresh[i - 1]!.updatedAt >= fresh[i]!.updatedAt).toBe(true);
    const hot = (await list({ gameType: 'RNG', sort: 'HOT', pageSize: 1000 })).games;
    const firstCold = hot.findIndex((g) => g.isHot === 0);
    expect(firstCold).toBeGreaterThan(0);
    expect(hot.slice(firstCold).every((g) => g.isHot === 0)).toBe(true);
  });

  it('lists games for visitors too (see the endpoint note) and serves hot games without a token', async () => {
    const guestList = (await get('/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=3')).body.value
      ?.games as Game[];
    expect(guestList).toHaveLength(3);
    expect(guestList.every((g) => g.isFavorite === undefined)).toBe(true);
    const hot = await get(
      '/wps/relay/GCSGAME_hotGamesV2?merchantCode=dflt88&isPlatform=2&platform=flash,html5-desktop&language=EN',
    );
    const games = hot.body.value?.games as Game[];
    expect(games.length).toBeGreaterThan(10);
    expect(games.length).toBeLessThanOrEqual(48);
    expect(games.every((g) => g.isHot === 1 && g.isFavorite === undefined)).toBe(true);
    expect(new Set(games.map((g) => g.gameType)).size).toBeGreaterThan(3);
    const rng = (await get('/wps/relay/GCSGAME_hotGamesV2?gameType=RNG')).body.value
      ?.games as Game[];
    expect(rng.every((g) => g.gameType === 'RNG')).toBe(true);
  });
});

describe('favourites and recent games', () => {
  it('adds idempotently, lists, flags games, removes, and keeps members apart', async () => {
    const [a, b] = (await list({ gameType: 'RNG', vassalage: 'JL', pageSize: 2 })).games;
    const add = (g: Game, token: string) =>
      call(emu.url, 'POST', '/wps/relay/MCSFE_addFavoriteGameV2', {
        token,
        body: { nodeId: g.nodeId, vendor: g.vassalage, gameType: g.gameType },
      });
    expect((await add(a!, demo)).body.value).toEqual({ nodeId: a!.nodeId, favorite: true });
    await add(a!, demo);
    await add(b!, demo);
    expect((await get('/wps/relay/MCSFE_getFavoriteGames', demo)).body.value?.ids).toEqual([
      b!.nodeId,
      a!.nodeId,
    ]);
    const fav = await get(
      '/wps/relay/MCSFE_getFavoriteGamesList?clientType=3&platform=flash&language=EN&pageNo=1&pageSize=999&gameType=RNG',
      demo,
    );
    expect(fav.body.value).toMatchObject({ pageNum: 1, totalPages: 1, total: 2 });
    expect(
      (await get('/wps/relay/MCSFE_getFavoriteGamesList?gameType=LIVE', demo)).body.value?.total,
    ).toBe(0);
    const flagged = await list({ gameType: 'RNG', vassalage: 'JL', pageSize: 3 });
    expect(flagged.games.map((g) => g.isFavorite)).toEqual([true, true, false]);
    // Another member sees none of it.
    expect((await get('/wps/relay/MCSFE_getFavoriteGames', player)).body.value?.ids).toEqual([]);
    expect(
      (
        await call(emu.url, 'DELETE', `/wps/relay/MCSFE_removeFavoriteGameV2?nodeId=${a!.nodeId}`, {
          token: demo,
        })
      ).body.value,
    ).toEqual({ nodeId: a!.nodeId, favorite: false });
    expect((await get('/wps/relay/MCSFE_getFavoriteGames', demo)).body.value?.ids).toEqual([
      b!.nodeId,
    ]);
    expect((await add({ ...a!, nodeId: '999999999' }, demo)).body.code).toBe('NOT_FOUND');
  });

  it('records launches as recent games, newest first, one entry per game', async () => {
    const [a, b] = (await list({ gameType: 'RNG', vassalage: 'CQ9', pageSize: 2 })).games;
    const fish = (await list({ gameType: 'FISH', vassalage: 'JLFISH', pageSize: 1 })).games[0]!;
    const launch = (g: Game) =>
      get(
        `/wps/game/launchGame?vassalage=${g.vassalage}&gameCode=${g.gameCode}&gameType=${g.gameType}`,
        player,
      );
    for (const g of [a!, b!, fish, a!]) expect((await launch(g)).status).toBe(200);
    const recent = await get(
      '/wps/relay/GCS_recentGame?page=1&pageSize=20&clientType=3&language=EN',
      player,
    );
    expect((recent.body.value?.list as Game[]).map((g) => g.nodeId)).toEqual([
      a!.nodeId,
      fish.nodeId,
      b!.nodeId,
    ]);
    // gameType RNG, which §7 has the front end send, names the account list: the fishing game stays.
    const rng = await get('/wps/relay/GCS_recentGame?page=1&pageSize=20&gameType=RNG', player);
    expect((rng.body.value?.list as Game[]).map((g) => g.nodeId)).toEqual([
      a!.nodeId,
      fish.nodeId,
      b!.nodeId,
    ]);
    const fishOnly = await get('/wps/relay/GCS_recentGame?gameType=FISH', player);
    expect((fishOnly.body.value?.list as Game[]).map((g) => g.nodeId)).toEqual([fish.nodeId]);
    expect((await get('/wps/relay/GCS_recentGame', demo)).body.value?.list).toEqual([]);
  });
});

describe('launch', () => {
  it('returns a vendor page with the account and the formatted balance', async () => {
    const r = await get(
      '/wps/game/launchGame?vassalage=PG&gameCode=pg_1&gameType=RNG&backUrl=%2Frng%3Fvassalage%3DPG&language=EN',
      demo,
    );
    expect(r.body.value).toMatchObject({ newWindow: false });
    const url = String(r.body.value?.url);
    expect(url).toMatch(/^\/emulator-assets\/launch\?ticket=[0-9a-f]{32}$/);
    const page = await fetch(emu.url + url);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('PG Soft');
    expect(html).toContain('demo');
    // The balance the wallet call answers (the seeded history moves it), formatted per §9.
    const wallet = await get('/wps/v2/wallets/balance', demo);
    const balance = Number((wallet.body.value as { balance: number }).balance);
    expect(html).toContain(
      balance.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    );
    expect(html).toContain('href="/rng?vassalage=PG"');
    expect(html).not.toMatch(/<script|<link|src="http/);
    expect((await get('/wps/game/launchGame?vassalage=SABA', demo)).body.value?.newWindow).toBe(
      true,
    );
    expect((await fetch(emu.url + '/emulator-assets/launch?ticket=nope')).status).toBe(404);
  });

  it('escapes a hostile game name and drops a javascript: back link', async () => {
    const html = launchPageHtml({
      vendorName: 'Evil <Vendor>',
      gameName: '<img src=x onerror=alert(1)>"\'&',
      gameType: 'RNG',
      account: '<b>me</b>',
      balance: 1234567.891,
      currency: 'USD',
      backUrl: 'javascript:alert(1)',
      language: 'EN"><script>',
      trial: false,
    });
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>me');
    expect(html).not.toContain('<script');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;&#34;&#39;&#38;');
    expect(html).toContain('1,234,567.89');
    expect(html).not.toContain('javascript:');
    expect(safeHref('//evil.example/')).toBeUndefined();
    expect(safeHref('https://site.example/lobby')).toBe('https://site.example/lobby');
    // A hostile backUrl through the real call is escaped too.
    const r = await get(
      `/wps/game/launchGame?vassalage=PG&gameCode=pg_2&backUrl=${encodeURIComponent('/x"><script>alert(1)</script>')}`,
      demo,
    );
    const page = await (await fetch(emu.url + String(r.body.value?.url))).text();
    expect(page).not.toContain('<script');
  });

  it('refuses trial members, vendors under maintenance and unknown games', async () => {
    const trial = await call(emu.url, 'POST', '/wps/session/login/freeplay', {
      body: await freePlayBody(emu.url),
    });
    const trialToken = String(trial.body.value?.token);
    expect(await get('/wps/game/launchGame?vassalage=PG&gameCode=pg_1', trialToken)).toMatchObject({
      status: 403,
      body: { code: 'NEED_TRUE_ACCOUNT' },
    });
    expect(await get('/wps/game/launchGame?vassalage=WM', demo)).toMatchObject({
      status: 503,
      body: { code: 'GAME_MAINTENANCE' },
    });
    expect((await get('/wps/game/launchGame?vassalage=PG&gameCode=nope', demo)).body.code).toBe(
      'NOT_FOUND',
    );
    expect((await get('/wps/game/launchGame?vassalage=NOPE', demo)).body.code).toBe('NOT_FOUND');
    expect((await get('/wps/game/launchGame?vassalage=PG&nodeId=1', demo)).body.code).toBe(
      'NOT_FOUND',
    );
    expect(await get('/wps/game/launchGame?vassalage=PG&gameCode=pg_1')).toMatchObject({
      status: 401,
      body: { code: 'NOT_LOGGED_IN' },
    });
  });

  it('launches trials only for free-play vendors, without a token', async () => {
    const ok = await get('/wps/relay/GCS_gameTrialLaunch?vassalage=JL&gameCode=jl_1');
    const html = await (await fetch(emu.url + String(ok.body.value?.url))).text();
    expect(html).toContain('TRIAL');
    expect(html).toContain('2,000.00');
    expect((await get('/wps/relay/GCS_gameTrialLaunch?vassalage=PT&gameCode=pt_1')).body.code).toBe(
      'OPERATION_NOT_ALLOWED',
    );
  });

  it('lets the control API put a vendor under maintenance', async () => {
    expect((await ctl('GET', '/__emulator/vendors')).status).toBe(200);
    expect((await ctl('PUT', '/__emulator/vendors/HB', { maintenance: true })).body).toMatchObject({
      vassalage: 'HB',
      maintenance: true,
    });
    const lanes = (await get('/wps/relay/GCSGAME_newGameVendor')).body.value?.lanes as {
      cards: { vassalage: string; maintenance: boolean }[];
    }[];
    expect(lanes.flatMap((l) => l.cards).find((c) => c.vassalage === 'HB')?.maintenance).toBe(true);
    expect(
      (await list({ gameType: 'RNG', vassalage: 'HB', pageSize: 5 })).games.every(
        (g) => g.maintenance,
      ),
    ).toBe(true);
    expect((await get('/wps/game/launchGame?vassalage=HB&gameCode=hb_1', demo)).body.code).toBe(
      'GAME_MAINTENANCE',
    );
    await ctl('PUT', '/__emulator/vendors/HB', { maintenance: false });
    expect((await get('/wps/game/launchGame?vassalage=HB&gameCode=hb_1', demo)).status).toBe(200);
    expect((await ctl('PUT', '/__emulator/vendors/NOPE', { maintenance: true })).status).toBe(404);
    expect((await ctl('PUT', '/__emulator/vendors/HB', { maintenance: 'yes' })).status).toBe(400);
  });
});

describe('boards, rooms, hosts, wallet', () => {
  it('ranks the winner board by amount, honours the limit and masks names', async () => {
    const board = async (q: string) =>
      (await get(`/wps/relay/ODSFE2_getWinnerBoard?${q}`)).body.value?.list as {
        customerName: string;
        winAmount: number;
        createdAt: string;
      }[];
    const all = await board('gameCategory=ALL&language=EN&limitNum=20');
    expect(all).toHaveLength(20);
    for (let i = 1; i < all.length; i++)
      expect(all[i - 1]!.winAmount).toBeGreaterThanOrEqual(all[i]!.winAmount);
    expect(all.every((w) => /^\w{2}\*\*\*\w$/.test(w.customerName))).toBe(true);
    expect(all.every((w) => Date.parse(w.createdAt) <= FIXED)).toBe(true);
    expect(await board('gameCategory=ALL&language=EN&limitNum=20')).toEqual(all);
    expect(await board('gameCategory=ALL&limitNum=5')).toHaveLength(5);
    expect(
      (await get('/wps/relay/GCSGAME_getRankList?gameCategory=LIVE&limitNum=9')).body.value?.list,
    ).toHaveLength(9);
    expect(maskName('dennyo')).toBe('de***o');
  });

  it('grows the jackpot with the clock', async () => {
    expect(jackpotAmount(FIXED + 60_000) - jackpotAmount(FIXED)).toBeCloseTo(150, 2);
    expect((await get('/wps/relay/VIS_getJackpot')).body.value).toMatchObject({
      amount: jackpotAmount(FIXED),
      currency: 'USD',
    });
  });

  it('lists card rooms, live hosts and opens a chat', async () => {
    const rooms = (await get('/wps/relay/GLS2_roomList?vassalage=KY&gameCode=ky_1', demo)).body
      .value as unknown as { gameCode: string }[];
    expect(rooms).toHaveLength(4);
    expect((await get('/wps/relay/GLS2_roomList?vassalage=PG', demo)).body.code).toBe('NOT_FOUND');
    const hosts = (await get('/wps/relay/CBS_modelList')).body.value as unknown as {
      modelId: string;
      online: boolean;
      avatarUrl: string;
    }[];
    expect(hosts.length).toBeGreaterThanOrEqual(10);
    expect(hosts.some((h) => h.online)).toBe(true);
    expect((await fetch(emu.url + hosts[0]!.avatarUrl)).headers.get('content-type')).toBe(
      'image/svg+xml',
    );
    const chat = await get(`/wps/relay/CBS_launchChat?modelId=${hosts[0]!.modelId}`, demo);
    const html = await (await fetch(emu.url + String(chat.body.value?.chatUrl))).text();
    expect(html).toContain('demo');
  });

  it('opens the chat-room groups a member may enter, and only those', async () => {
    const permission = (await get('/wps/relay/CBS_groupPermission', demo)).body.value as {
      allowed: boolean;
      groups: string[];
    };
    expect(permission.allowed).toBe(true);
    expect(permission.groups).toContain('lobby');
    for (const group of ['lobby', 'vip', 'no-such-room']) {
      const chat = await get(`/wps/relay/CBS_launchChat?group=${group}`, demo);
      if (!permission.groups.includes(group)) {
        expect(chat.body.code).toBe('OPERATION_NOT_ALLOWED');
        continue;
      }
      const html = await (await fetch(emu.url + String(chat.body.value?.chatUrl))).text();
      expect(html).toContain(`Chat room · ${group}`);
      expect(html).toContain('demo');
    }
    expect((await get('/wps/relay/CBS_unreadCount', demo)).body.value).toMatchObject({
      count: expect.any(Number),
    });
  });

  it('reports a single lottery wallet for longhai9 only', async () => {
    for (const [merchant, single] of [
      ['dflt88', false],
      ['angkor7', false],
      ['longhai9', true],
    ] as const) {
      const token = await tokenOf('demo', 'Demo1234', merchant);
      expect(
        (await get('/wps/relay/GCS_merchantWallet', token, merchant)).body.value?.isSingle,
      ).toBe(single);
    }
  });
});

describe('lottery', () => {
  it('computes issue numbers, closing times and results from the clock alone', () => {
    const vn1m = lottoGame('VN1M')!;
    // 12:00:30 is in the 721st minute of the day; betting closes 10 s before the draw at 12:01.
    const d = drawOf(vn1m, issueIndexAt(vn1m, FIXED), FIXED);
    expect(d).toMatchObject({
      numero: '202506010721',
      openTime: '2025-06-01T12:00:00.000Z',
      closeTime: '2025-06-01T12:00:50.000Z',
      drawTime: '2025-06-01T12:01:00.000Z',
      status: 'OPEN',
      result: [],
    });
    const opened = openedDraw(vn1m, FIXED);
    expect(opened.lastNumero).toBe('202506010720');
    expect(opened.lastResult).toHaveLength(7);
    expect(openedDraw(vn1m, FIXED)).toEqual(opened);
    expect(drawOf(vn1m, issueIndexAt(vn1m, FIXED), FIXED + 25_000).status).toBe('CLOSED');
    const daily = lottoGame('VNMB')!;
    expect(numeroOf(daily, issueIndexAt(daily, FIXED))).toBe('202506010001');
    const pk10 = drawOf(lottoGame('BJPK10')!, 5, FIXED).result;
    expect([...pk10].sort()).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10']);
  });

  it('serves menus, draws, the near issue and recent lottery per member', async () => {
    const menus = (await get('/lgw/games/game_menus?prizeMode=ELOTT&device=WEB')).body
      .value as unknown as {
      menus: { menuCode: string; games: { gameCode: string; prizeMode: string }[] }[];
    };
    expect(menus.menus.map((m) => m.menuCode)).toContain('TCG_LOTTO_VN');
    const vn = (await get('/lgw/vn/games/game_menu?prizeMode=ELOTT&device=WEB')).body
      .value as unknown as typeof menus;
    expect(vn.menus.map((m) => m.menuCode)).toEqual(['TCG_LOTTO_VN']);
    const open = (await get('/lgw/vn/numeros/opened/game?gameCode=VN1M')).body.value as unknown as {
      numero: string;
    }[];
    expect(open[0]!.numero).toBe('202506010721');
    expect((await get('/lgw/games/opened/numero')).body.code).toBe('NOT_LOGGED_IN');
    expect(
      ((await get('/lotto/lgw/games/opened/numero', demo)).body.value as unknown as unknown[])
        .length,
    ).toBeGreaterThan(10);
    expect((await get('/lgw/numeros/near?gameCode=VN1M')).body.value).toMatchObject({
      current: '202506010721',
      next: '202506010722',
      lastNumero: '202506010720',
      serverTime: new Date(FIXED).toISOString(),
    });
    const history = (await get('/lgw/draw?gameCode=VN1M&pageNo=2&pageSize=5')).body
      .value as unknown as { numero: string; status: string }[];
    expect(history.map((h) => h.numero)).toEqual([
      '202506010715',
      '202506010714',
      '202506010713',
      '202506010712',
      '202506010711',
    ]);
    expect(history.every((h) => h.status === 'DRAWN')).toBe(true);
    await get(
      '/wps/game/launchGame?vassalage=TCG_LOTTO_VN&gameCode=VN5M&lottoArea=VN&launchMode=LOTT&prizeMode=ELOTT&view=betting&device=WEB',
      player,
    );
    await get(
      '/wps/game/launchGame?vassalage=LOTT&gameCode=BJPK10&launchMode=LOTT&prizeMode=LOTT&view=lobby',
      player,
    );
    expect(
      (
        (await get('/lgw/games/game_menus/recent', player)).body.value as unknown as {
          gameCode: string;
        }[]
      ).map((g) => g.gameCode),
    ).toEqual(['BJPK10', 'VN5M']);
    expect(
      (
        (await get('/lgw/vn/games/game_menu/recent', player)).body.value as unknown as {
          gameCode: string;
        }[]
      ).map((g) => g.gameCode),
    ).toEqual(['VN5M']);
    expect((await get('/lgw/games/popular')).body.value).toHaveLength(6);
  });

  it('follows the control API clock', async () => {
    await ctl('PUT', '/__emulator/clock', { now: '2025-06-01T00:05:10Z' });
    expect((await get('/lgw/numeros/near?gameCode=VN1M')).body.value?.current).toBe('202506010006');
    await ctl('PUT', '/__emulator/clock', { now: FIXED });
    expect((await ctl('PUT', '/__emulator/clock', { now: 'soon' })).status).toBe(400);
  });
});

describe('transport and contract', () => {
  const raw = (path: string, acceptEncoding?: string) =>
    new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      const req = httpRequest(
        emu.url + path,
        {
          headers: {
            Merchant: 'dflt88',
            [AUTHORIZATION_HEADER]: bearerAuthorization(demo),
            ...(acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        },
      );
      req.on('error', reject);
      req.end();
    });

  it('gzips JSON over 1 KB when accepted, and only then', async () => {
    const big = await raw(
      '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=500',
      'gzip, deflate, br',
    );
    expect(big.headers['content-encoding']).toBe('gzip');
    const value = JSON.parse(gunzipSync(big.body).toString()) as { value: Page };
    expect(value.value.games).toHaveLength(500);
    expect(
      (await raw('/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=500')).headers[
        'content-encoding'
      ],
    ).toBeUndefined();
    expect(
      (await raw('/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=500', 'gzip;q=0')).headers[
        'content-encoding'
      ],
    ).toBeUndefined();
    const small = await raw('/wps/relay/VIS_getJackpot', 'gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('keeps one game item shape in every game-list schema', () => {
    const items = (
      [
        ['gameList', 'games'],
        ['hotGames', 'games'],
        ['favoriteGamesList', 'content'],
        ['recentGames', 'list'],
      ] as const
    ).map(([name, key]) => {
      const s = readApiJson(`${name}.response.json`) as {
        properties: Record<string, { items: unknown }>;
      };
      return s.properties[key]!.items;
    });
    for (const item of items.slice(1)) expect(item).toEqual(items[0]);
  });
});
