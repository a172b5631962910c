import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  control,
  encryptPayload,
  login,
  start,
  type TestEmulator,
} from '../testing/harness.js';
import { TEAM_SHAPE } from '../seed/agentTree.js';

let emu: TestEmulator;
const MERCHANT = 'dflt88';
let seq = 0;
const unique = (prefix: string) => `${prefix}${Date.now() % 100000}${++seq}`;

const api = (
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; key?: string } = {},
) => call(emu.url, method, path, { merchant: MERCHANT, ...opts });
const ctl = async (method: string, path: string, body?: unknown) =>
  (await control(emu.url, method, path, body)).body as Record<string, unknown>;

async function tokenOf(account: string, password: string): Promise<string> {
  const res = await login(emu.url, account, password, {}, MERCHANT);
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  return String(res.body.value?.token);
}

/** A pure agent (type 2) logs in on the agent side only. */
async function agentTokenOf(account: string): Promise<string> {
  const res = await login(emu.url, account, 'Agent1234', { side: 'agent' }, MERCHANT);
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  return String(res.body.value?.token);
}

interface Row {
  account: string;
  type: string;
  level: number;
  teamSize: number;
  balance: number;
  uplineAccount: string;
  status: string;
}
const list = async (token: string, query: string) => {
  const res = await api('GET', `/wps/relay/MCSFE_getDownlineList?${query}`, { token });
  return res.body as {
    success: boolean;
    code?: string;
    value?: { total: number; list: Row[]; trail: { account: string }[] };
  };
};
const mainOf = async (account: string) =>
  Number((await ctl('GET', `/__emulator/merchants/${MERCHANT}/members/${account}/wallets`)).MAIN);

let agent: string;
let player: string;

beforeAll(async () => {
  emu = await start();
  agent = await tokenOf('agent01', 'Agent1234');
  player = await tokenOf('player01', 'Player1234');
}, 120_000);
afterAll(async () => emu?.close());

describe('the seeded team', () => {
  it('is 4 levels deep with 1,000+ members under agent01', async () => {
    const shape = await ctl('GET', `/__emulator/merchants/${MERCHANT}/members/agent01/team`);
    expect(shape.depth).toBe(3);
    expect(shape.size).toBeGreaterThanOrEqual(1000);
    const perLevel = TEAM_SHAPE.subAgents * TEAM_SHAPE.subSubAgents;
    // other seeds (contracts) may add a few members of their own
    const levels = shape.levels as Record<string, number>;
    expect(levels['2']).toBeGreaterThanOrEqual(perLevel);
    expect(levels['3']).toBeGreaterThanOrEqual(perLevel * TEAM_SHAPE.players);
  });
});

describe('downline list', () => {
  it('lists my direct downlines, paged, with team sizes', async () => {
    const all = (await list(agent, 'pageNo=1&pageSize=100&sortBy=account&sortOrder=asc')).value!;
    expect(all.total).toBeGreaterThanOrEqual(TEAM_SHAPE.subAgents + 5);
    expect(all.list.every((r) => r.level === 1 && r.uplineAccount === 'agent01')).toBe(true);
    const t01 = all.list.find((r) => r.account === 't01')!;
    expect(t01).toMatchObject({ type: 'agent', status: 'active' });
    expect(t01.teamSize).toBe(TEAM_SHAPE.subSubAgents * (1 + TEAM_SHAPE.players));
    const page3 = (await list(agent, 'pageNo=3&pageSize=5&sortBy=account&sortOrder=asc')).value!;
    expect(page3.total).toBe(all.total);
    expect(page3.list.map((r) => r.account)).toEqual(all.list.slice(10, 15).map((r) => r.account));
    const past = (await list(agent, 'pageNo=9&pageSize=5')).value!;
    expect(past).toMatchObject({ total: all.total, list: [] });
  });

  it('sorts by balance over the whole listing, not one page', async () => {
    const rows = (await list(agent, 'pageSize=100&sortBy=balance&sortOrder=desc')).value!.list;
    const balances = rows.map((r) => r.balance);
    expect(balances).toEqual([...balances].sort((a, b) => b - a));
  });

  it('drills into a sub-agent and names the way there', async () => {
    const page = (await list(agent, 'parentAccount=t01a02&pageSize=50')).value!;
    expect(page.total).toBe(TEAM_SHAPE.players);
    expect(page.list.every((r) => r.level === 3 && r.type === 'player')).toBe(true);
    expect(page.trail.map((t) => t.account)).toEqual(['t01', 't01a02']);
  });

  it('searches the whole team by account prefix', async () => {
    const page = (await list(agent, 'account=T02A03P01&pageSize=20')).value!;
    expect(page.list.map((r) => r.account).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `t02a03p01${i}`),
    );
    expect(page.list[0]!.level).toBe(3);
    // LIKE's own characters are plain text
    expect((await list(agent, 'account=t0_')).value!.total).toBe(0);
  });

  it('refuses a non-agent and a node of another team', async () => {
    expect(await list(player, 'pageNo=1')).toMatchObject({
      success: false,
      code: 'OPERATION_NOT_ALLOWED',
    });
    const other = await agentTokenOf('agent02');
    expect(await list(other, 'parentAccount=t01')).toMatchObject({
      success: false,
      code: 'OPERATION_NOT_ALLOWED',
    });
    expect(await list(agent, 'parentAccount=demo')).toMatchObject({
      success: false,
      code: 'OPERATION_NOT_ALLOWED',
    });
  });
});

describe('create downline', () => {
  const create = async (token: string, body: Record<string, unknown>) =>
    (
      await api('POST', '/wps/relay/MCSFE_createDownlineAccount', {
        token,
        body: await encryptPayload(MERCHANT, body),
      })
    ).body;

  it('applies the registration rules, then opens the account under me', async () => {
    expect(
      await create(agent, { account: 'ab', password: 'Pass1234', type: 'agent' }),
    ).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      message: expect.stringContaining('/username'),
    });
    expect(
      await create(agent, { account: unique('rule'), password: 'short', type: 'player' }),
    ).toMatchObject({
      success: false,
      message: expect.stringContaining('/password'),
    });
    expect(
      await create(agent, { account: 'player02', password: 'Pass1234', type: 'player' }),
    ).toMatchObject({
      success: false,
      code: 'DUPLICATE_REQUEST',
    });
    expect(
      await create(player, { account: unique('nope'), password: 'Pass1234', type: 'player' }),
    ).toMatchObject({
      code: 'OPERATION_NOT_ALLOWED',
    });

    const account = unique('sub');
    const made = await create(agent, {
      account,
      password: 'Pass1234',
      confirmPassword: 'Pass1234',
      nickname: 'New sub',
      type: 'agent',
    });
    expect(made).toMatchObject({
      success: true,
      value: { account, nickname: 'New sub', type: 'agent', uplineAccount: 'agent01' },
    });
    const found = (await list(agent, `account=${account}`)).value!.list;
    expect(found).toMatchObject([{ account, type: 'agent', level: 1, teamSize: 0, balance: 0 }]);
    expect(
      (await login(emu.url, account, 'Pass1234', { side: 'agent' }, MERCHANT)).body.success,
    ).toBe(true);
  });

  it('gives the rules the form checks', async () => {
    const rules = (await api('GET', '/wps/relay/MCSFE_getDownlineAccountRules', { token: agent }))
      .body.value!;
    expect(rules).toMatchObject({
      account: { min: expect.any(Number), patternId: expect.any(String) },
      password: { max: expect.any(Number) },
    });
  });
});

describe('invitation links', () => {
  const links = async () =>
    (await api('GET', '/wps/relay/MCSFE_getInvitationLinks', { token: agent })).body.value as {
      list: { id: number; code: string; url: string; type: string; registrations: number }[];
    };
  async function register(username: string, affiliateCode: string) {
    await call(emu.url, 'GET', '/wps/captcha', { merchant: MERCHANT });
    const captcha = await ctl('GET', '/__emulator/captcha/last');
    return call(emu.url, 'PUT', '/wps/member/register', {
      merchant: MERCHANT,
      body: await encryptPayload(MERCHANT, {
        username,
        password: 'Friend1234',
        confirmPassword: 'Friend1234',
        captcha: captcha.answer,
        captchaId: captcha.id,
        registerMethod: 'WEB',
        affiliateCode,
      }),
    });
  }

  it('puts whoever registers with a link under its owner, with its type, until it is deleted', async () => {
    const made = (
      await api('POST', '/wps/relay/MCSFE_createInvitationLink', {
        token: agent,
        body: { type: 'agent', note: 'test' },
      })
    ).body.value as { id: number; code: string; url: string };
    expect(made.url).toBe(`https://dflt88.localhost/register?affiliateCode=${made.code}`);
    expect((await api('GET', `/wps/agent/affiliate?code=${made.code}`)).body).toMatchObject({
      success: true,
      value: { agentAccount: 'agent01' },
    });

    const friend = unique('linked');
    expect((await register(friend, made.code.toLowerCase())).body.success).toBe(true);
    const row = (await list(agent, `account=${friend}`)).value!.list[0]!;
    expect(row).toMatchObject({
      account: friend,
      type: 'agent',
      level: 1,
      uplineAccount: 'agent01',
    });
    expect((await links()).list.find((l) => l.id === made.id)).toMatchObject({
      registrations: 1,
      type: 'agent',
    });

    const gone = await api('DELETE', `/wps/relay/MCSFE_deleteInvitationLink?id=${made.id}`, {
      token: agent,
    });
    expect(gone.body).toMatchObject({ success: true, value: { deleted: true } });
    expect((await links()).list.some((l) => l.id === made.id)).toBe(false);
    expect((await api('GET', `/wps/agent/affiliate?code=${made.code}`)).body).toMatchObject({
      code: 'INVALID_AFFILIATE',
    });
    expect((await register(unique('late'), made.code)).body).toMatchObject({
      code: 'INVALID_AFFILIATE',
    });
    // another agent cannot delete my links
    const other = await agentTokenOf('agent02');
    const mine = (await links()).list[0]!;
    expect(
      (await api('DELETE', `/wps/relay/MCSFE_deleteInvitationLink?id=${mine.id}`, { token: other }))
        .body,
    ).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('keeps a plain agent account working as a code, players get type player', async () => {
    const made = (
      await api('POST', '/wps/relay/MCSFE_createInvitationLink', {
        token: agent,
        body: { type: 'player' },
      })
    ).body.value as { code: string };
    const friend = unique('plain');
    expect((await register(friend, made.code)).body.success).toBe(true);
    expect((await list(agent, `account=${friend}`)).value!.list[0]).toMatchObject({
      type: 'player',
    });
    const byName = unique('byname');
    expect((await register(byName, 'agent01')).body.success).toBe(true);
    expect((await list(agent, `account=${byName}`)).value!.list[0]).toMatchObject({
      type: 'player',
      level: 1,
    });
  });
});

describe('transfer to downline', () => {
  const transfer = async (body: Record<string, unknown>, key?: string, token = agent) =>
    (
      await api('POST', '/wps/relay/MCSFE_transferToDownline', {
        token,
        ...(key ? { key } : {}),
        body: await encryptPayload(MERCHANT, body),
      })
    ).body;

  it('moves the money once per key, to any level of my team', async () => {
    const before = { agent: await mainOf('agent01'), down: await mainOf('t03a04p007') };
    const key = unique('key');
    const body = { account: 't03a04p007', amount: 12.34, fundsPassword: '135790' };
    const first = await transfer(body, key);
    expect(first).toMatchObject({
      success: true,
      value: { amount: 12.34, downlineAccount: 't03a04p007' },
    });
    const again = await transfer(body, key);
    expect(again).toEqual(first);
    expect(await mainOf('agent01')).toBeCloseTo(before.agent - 12.34, 2);
    expect(await mainOf('t03a04p007')).toBeCloseTo(before.down + 12.34, 2);
    expect((first.value as { balance: number }).balance).toBeCloseTo(before.agent - 12.34, 2);
    expect((await ctl('GET', '/__emulator/ledger/check')).ok).toBe(true);
  });

  it('refuses what it must, moving nothing', async () => {
    const before = await mainOf('agent01');
    expect(await transfer({ account: 't01', amount: 5, fundsPassword: '135790' })).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REQUIRED',
    });
    expect(
      await transfer({ account: 't01', amount: 5, fundsPassword: '000000' }, unique('k')),
    ).toMatchObject({ code: 'FUNDS_PASSWORD_WRONG' });
    expect(
      await transfer({ account: 'demo', amount: 5, fundsPassword: '135790' }, unique('k')),
    ).toMatchObject({ code: 'OPERATION_NOT_ALLOWED' });
    expect(
      await transfer({ account: 't01', amount: 0, fundsPassword: '135790' }, unique('k')),
    ).toMatchObject({ code: 'AMOUNT_OUT_OF_RANGE' });
    expect(
      await transfer({ account: 't01', amount: 1.234, fundsPassword: '135790' }, unique('k')),
    ).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(
      await transfer({ account: 't01', amount: 99_999_999, fundsPassword: '135790' }, unique('k')),
    ).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect(
      await transfer(
        { account: 'player01', amount: 5, fundsPassword: '135790' },
        unique('k'),
        player,
      ),
    ).toMatchObject({ code: 'OPERATION_NOT_ALLOWED' });
    expect(await mainOf('agent01')).toBe(before);
    expect((await ctl('GET', '/__emulator/ledger/check')).ok).toBe(true);
  });
});
