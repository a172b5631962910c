import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, control, login, start, type TestEmulator } from '../testing/harness.js';
import { DEMO_CLAIMABLE, DEMO_REWARDS } from '../seed/rewards.js';

let emu: TestEmulator;
const MERCHANT = 'dflt88';
const tokens: Record<string, string> = {};
let keySeq = 0;
const newKey = () => `reward-test-${++keySeq}-${Date.now()}`;

interface Reward {
  rewardId: string;
  title: string;
  amount: number;
  status: string;
  expiresAt?: string;
}
interface RewardPage {
  status: string;
  counts: { claimable: number; claimed: number; expired: number };
  total: number;
  list: Reward[];
}

const api = (
  method: string,
  path: string,
  {
    account = 'demo',
    ...opts
  }: { account?: string; body?: unknown; key?: string; lang?: string } = {},
) => call(emu.url, method, path, { merchant: MERCHANT, token: tokens[account], ...opts });

const ctl = async (method: string, path: string, body?: unknown) => {
  const { status, body: json } = await control(emu.url, method, path, body);
  return { status, json };
};

const list = async (status: string, account = 'demo') =>
  (await api('GET', `/wps/relay/MCSFE_getRewardList?status=${status}`, { account })).body
    .value as unknown as RewardPage;
const balance = async (account = 'demo') =>
  Number((await api('GET', '/wps/v2/wallets/balance', { account })).body.value?.balance);
const claim = (rewardId: string, key: string, account = 'demo') =>
  api('POST', '/wps/relay/MCSFE_claimReward', { account, body: { rewardId }, key });
const grant = async (account: string, body: Record<string, unknown>) =>
  String(
    (await ctl('POST', `/__emulator/merchants/${MERCHANT}/members/${account}/rewards`, body)).json
      .rewardId,
  );
const ledgerOk = async () => (await ctl('GET', '/__emulator/ledger/check')).json;
/** The member's bonus details of today (UTC), newest first. */
const bonusesToday = async () => {
  const day = new Date().toISOString().slice(0, 10);
  return (
    (await api('GET', `/wps/relay/ODSFE2_getBonusDetails?from=${day}&to=${day}&pageSize=5`)).body
      .value as { list: { promotion: string; amount: number; reference?: string }[] }
  ).list;
};

beforeAll(async () => {
  emu = await start();
  for (const account of ['demo', 'player03', 'player04']) {
    const r = await login(emu.url, account, account === 'demo' ? 'Demo1234' : 'Player1234');
    tokens[account] = String(r.body.value?.token);
  }
}, 180_000);
afterAll(async () => emu?.close());

describe('rewardList', () => {
  it('counts the seeded rewards per status and lists claimable ones soonest expiry first', async () => {
    const page = await list('CLAIMABLE');
    expect(page.counts).toEqual({
      claimable: DEMO_CLAIMABLE,
      claimed: DEMO_REWARDS.filter((r) => r.claimedAgo !== undefined).length,
      expired:
        DEMO_REWARDS.length -
        DEMO_CLAIMABLE -
        DEMO_REWARDS.filter((r) => r.claimedAgo !== undefined).length,
    });
    expect(page.list).toHaveLength(DEMO_CLAIMABLE);
    expect(page.list[0]!.title).toBe('Weekend reload bonus 20%');
    // never-expiring rewards come last
    expect(page.list.at(-1)!.expiresAt).toBeUndefined();
    expect((await list('EXPIRED')).list.every((r) => r.status === 'EXPIRED')).toBe(true);
  });

  it('gives the title in the language asked for', async () => {
    const cn = (await api('GET', '/wps/relay/MCSFE_getRewardList', { lang: 'CN' })).body
      .value as unknown as RewardPage;
    expect(cn.list.map((r) => r.title)).toContain('周末存款加赠 20%');
  });

  it('gives a member without rewards empty lists', async () => {
    expect((await list('CLAIMABLE', 'player04')).counts).toEqual({
      claimable: 0,
      claimed: 0,
      expired: 0,
    });
  });

  it('turns a reward expired when its time passes, by the clock and with no job', async () => {
    const id = await grant('player03', { title: 'Short one', amount: 1, expiresInMinutes: 30 });
    expect((await list('CLAIMABLE', 'player03')).list.map((r) => r.rewardId)).toContain(id);
    const now = Date.now();
    await ctl('PUT', '/__emulator/clock', { now: now + 31 * 60_000 });
    try {
      const expired = await list('EXPIRED', 'player03');
      expect(expired.list.map((r) => r.rewardId)).toContain(id);
      const refused = await claim(id, newKey(), 'player03');
      expect(refused.body.code).toBe('REWARD_EXPIRED');
    } finally {
      await ctl('PUT', '/__emulator/clock', { now: null });
    }
  });
});

describe('rewardClaim', () => {
  it('pays the amount into the main wallet once per key, and refuses a second key (another tab)', async () => {
    const id = await grant('player03', {
      title: { EN: 'Tab test', CN: '标签测试' },
      amount: 12.34,
    });
    const before = await balance('player03');
    const key = newKey();
    const first = await claim(id, key, 'player03');
    expect(first.body.success).toBe(true);
    expect(first.body.value).toMatchObject({ rewardId: id, amount: 12.34 });
    expect(await balance('player03')).toBeCloseTo(before + 12.34, 2);
    // double click or retry: the same answer, nothing moves again
    const again = await claim(id, key, 'player03');
    expect(again.body).toEqual(first.body);
    // a second tab with its own key: refused clearly
    const other = await claim(id, newKey(), 'player03');
    expect(other.body.code).toBe('REWARD_ALREADY_CLAIMED');
    expect(await balance('player03')).toBeCloseTo(before + 12.34, 2);
    expect((await list('CLAIMED', 'player03')).list.map((r) => r.rewardId)).toContain(id);
    expect((await ledgerOk()).ok).toBe(true);
  });

  it('pays once when two tabs claim at the same moment', async () => {
    const id = await grant('player03', { title: 'Race', amount: 7 });
    const before = await balance('player03');
    const answers = await Promise.all([
      claim(id, newKey(), 'player03'),
      claim(id, newKey(), 'player03'),
    ]);
    expect(answers.filter((a) => a.body.success)).toHaveLength(1);
    expect(answers.find((a) => !a.body.success)!.body.code).toBe('REWARD_ALREADY_CLAIMED');
    expect(await balance('player03')).toBeCloseTo(before + 7, 2);
    const check = await ledgerOk();
    expect(check).toMatchObject({ ok: true, keysAppliedTwice: 0 });
  });

  it('refuses another member’s reward and one that does not exist, and needs a key', async () => {
    const id = await grant('player03', { title: 'Mine', amount: 2 });
    expect((await claim(id, newKey(), 'player04')).body.code).toBe('NOT_FOUND');
    expect((await claim('999999999', newKey(), 'player04')).body.code).toBe('NOT_FOUND');
    const keyless = await api('POST', '/wps/relay/MCSFE_claimReward', {
      account: 'player03',
      body: { rewardId: id },
    });
    expect(keyless.body.code).toBe('IDEMPOTENCY_KEY_REQUIRED');
  });

  it('answers with the new claimable count and notes the title in the account record', async () => {
    const before = (await list('CLAIMABLE')).counts.claimable;
    const target = (await list('CLAIMABLE')).list[0]!;
    const paid = await claim(target.rewardId, newKey());
    expect(paid.body.value).toMatchObject({ claimable: before - 1, amount: target.amount });
    expect((await bonusesToday())[0]).toMatchObject({
      promotion: target.title,
      amount: target.amount,
      reference: `RW${target.rewardId}`,
    });
  });
});

describe('rewardClaimAll', () => {
  it('pays every claimable reward once, and a second claim-all pays nothing more', async () => {
    for (const amount of [1.5, 2.25, 3])
      await grant('player04', { title: `All ${amount}`, amount });
    await grant('player04', { title: 'Gone', amount: 50, expiresInMinutes: -1 });
    const before = await balance('player04');
    const key = newKey();
    const all = await api('POST', '/wps/relay/MCSFE_claimAllRewards', {
      account: 'player04',
      body: {},
      key,
    });
    expect(all.body.value).toMatchObject({ amount: 6.75, claimable: 0 });
    expect((all.body.value as { claimed: unknown[] }).claimed).toHaveLength(3);
    expect(
      (
        await api('POST', '/wps/relay/MCSFE_claimAllRewards', {
          account: 'player04',
          body: {},
          key,
        })
      ).body,
    ).toEqual(all.body);
    const second = await api('POST', '/wps/relay/MCSFE_claimAllRewards', {
      account: 'player04',
      body: {},
      key: newKey(),
    });
    expect(second.body.value).toMatchObject({ amount: 0, claimed: [], claimable: 0 });
    expect(await balance('player04')).toBeCloseTo(before + 6.75, 2);
    expect((await list('CLAIMABLE', 'player04')).counts).toEqual({
      claimable: 0,
      claimed: 3,
      expired: 1,
    });
    expect((await ledgerOk()).ok).toBe(true);
  });

  it('control restore removes the granted rewards and keeps the seeded ones', async () => {
    const r = await ctl('DELETE', `/__emulator/merchants/${MERCHANT}/members/player04/rewards`);
    expect(r.json.removed).toBe(4);
    expect((await list('CLAIMED', 'player04')).total).toBe(0);
    expect(
      (
        await ctl('POST', `/__emulator/merchants/${MERCHANT}/members/player04/rewards`, {
          title: '',
          amount: 1,
        })
      ).status,
    ).toBe(400);
  });
});

describe('VIP', () => {
  it('computes the demo member’s level and progress from the seeded deposits and bets', async () => {
    const p = (await api('GET', '/wps/relay/MCSFE_getPlayerRankProgress')).body.value as Record<
      string,
      number | string
    >;
    const levels = (
      (await api('GET', '/wps/relay/MCSFE_getVipBonusList')).body.value as {
        currentLevel: number;
        levels: { level: number; deposit: number; turnover: number }[];
      }
    ).levels;
    // deposits are the approved deposit orders of the seeded history
    let approved = 0;
    for (let pageNo = 1; ; pageNo++) {
      const page = (
        await api('GET', `/wps/v2/deposit/orders?status=APPROVED&pageSize=100&pageNo=${pageNo}`)
      ).body.value as { list: { amount: number }[]; totalPages: number };
      approved += page.list.reduce((s, o) => s + o.amount, 0);
      if (pageNo >= page.totalPages) break;
    }
    expect(p.deposits).toBeCloseTo(approved, 2);
    const level = levels.find((l) => l.level === p.currentRank)!;
    const next = levels.find((l) => l.level === p.nextRank)!;
    expect(p.deposits).toBeGreaterThanOrEqual(level.deposit);
    expect(p.turnover).toBeGreaterThanOrEqual(level.turnover);
    expect(Number(p.deposits) < next.deposit || Number(p.turnover) < next.turnover).toBe(true);
    expect(p).toMatchObject({ currentRankName: 'VIP4', nextRankName: 'VIP5' });
    expect(p.depositProgress).toBeCloseTo(Number(p.deposits) / next.deposit, 3);
    expect(p.betProgress).toBeCloseTo(Number(p.turnover) / next.turnover, 3);
    expect(p.progress).toBe(Math.min(Number(p.depositProgress), Number(p.betProgress)));
  });

  it('puts a member without history on VIP0 and lists the demo member’s VIP bonuses', async () => {
    const p = (await api('GET', '/wps/relay/MCSFE_getPlayerRankProgress', { account: 'player04' }))
      .body.value;
    expect(p).toMatchObject({ currentRank: 0, nextRank: 1, deposits: 0, progress: 0 });
    const bonuses = (await api('GET', '/wps/relay/MCSFE_getVipBonusList')).body.value as {
      levels: unknown[];
      received: { title: string; status: string }[];
    };
    expect(bonuses.levels).toHaveLength(7);
    expect(bonuses.received.map((r) => r.title)).toEqual(
      expect.arrayContaining(['VIP4 monthly bonus', 'VIP4 upgrade bonus', 'VIP birthday bonus']),
    );
    expect(bonuses.received.every((r) => r.title.startsWith('VIP'))).toBe(true);
  });
});
