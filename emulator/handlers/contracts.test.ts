// The contract calls end to end over HTTP: each action and refusal, the lower-rate rule through
// preview and accept, salaries paid when the clock finishes a day (visible in both account records),
// a dividend paid once per key, an unpaid one forced with the upline frozen, and the module gates.
// Only the named accounts of seed/contracts.ts take part; amounts are checked against the
// settlement's own figures, never against seeded totals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  control,
  encryptPayload,
  login,
  start,
  type TestEmulator,
} from '../testing/harness.js';

let emu: TestEmulator;
const MERCHANT = 'dflt88';
const DAY = 86_400_000;
let keySeq = 0;
const newKey = () => `contract-test-${++keySeq}`;

const PATHS = {
  daily: '/wps/relay/MCSFE_processDailySalaryContract',
  hourly: '/wps/relay/MCSFE_processContractHourSalary',
  dividend: '/wps/relay/MCSFE_processContractDividend',
  realtime: '/wps/relay/MCSFE_processRealTimeSalaryContract',
};
const MODULES = {
  daily: 'DAILYSALCONT3',
  hourly: 'HOURSAL3',
  dividend: 'SIGNCONDIV3',
  realtime: 'RTSALARY3',
};

type Contract = Record<string, unknown> & { contractId: string; status: string };
type Settlement = Record<string, unknown> & {
  settlementId: string;
  status: string;
  amount: number;
  volume: number;
};

const tokens: Record<string, string> = {};
async function tokenOf(account: string, password = 'Agent1234') {
  if (!tokens[account]) {
    const res = await login(emu.url, account, password, {}, MERCHANT);
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    tokens[account] = String(res.body.value?.token);
  }
  return tokens[account];
}

async function act(
  who: string,
  type: keyof typeof PATHS,
  body: Record<string, unknown>,
  key?: string,
) {
  const token = await tokenOf(who, who.startsWith('player') ? 'Player1234' : 'Agent1234');
  const res = await call(emu.url, 'POST', PATHS[type], {
    merchant: MERCHANT,
    token,
    body,
    ...(key ? { key } : {}),
  });
  return res.body;
}
const ok = async (...args: Parameters<typeof act>) => {
  const body = await act(...args);
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body.value as Record<string, unknown> & {
    contract: Contract;
    affected: Contract[];
    contracts: Contract[];
    settlements: Settlement[];
    settlement: Settlement;
    totals: { paid: number; due: number };
  };
};
const refused = async (code: string, ...args: Parameters<typeof act>) => {
  const body = await act(...args);
  expect(body.success, JSON.stringify(body)).toBe(false);
  expect(body.code).toBe(code);
};

const ctl = async (method: string, path: string, body?: unknown) => {
  const res = await control(emu.url, method, path, body);
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return res.body;
};
const advance = (ms: number) => ctl('POST', '/__emulator/clock/advance', { ms });
const bets = (account: string, amount: number, count: number, win = false) =>
  ctl('POST', `/__emulator/merchants/${MERCHANT}/members/${account}/bets`, { amount, count, win });
const balanceOf = async (account: string) =>
  (await ctl('GET', `/__emulator/merchants/${MERCHANT}/members/${account}/wallets`)) as Record<
    string,
    unknown
  >;

/** A downline's transfer to its upline (an E call: the body travels sealed). */
const toUpline = async (token: string, amount: number) =>
  (
    await call(emu.url, 'POST', '/wps/relay/MCSFE_transferToUpline', {
      merchant: MERCHANT,
      token,
      key: newKey(),
      body: await encryptPayload(MERCHANT, { amount }),
    })
  ).body;

const DAILY_AT_ONE = {
  downlineAccount: 'agent11',
  bettingUnit: 10_000,
  tiers: [{ volume: 100, minActiveMembers: 1, minBetAmount: 10, amount: 1 }],
};

beforeAll(async () => {
  emu = await start();
  // A fixed clock from now: every step below moves it forward.
  await ctl('PUT', '/__emulator/clock', { now: Date.now() });
}, 180_000);
afterAll(async () => {
  await emu?.close();
});

describe('contract calls', () => {
  it('refuses non-agents, strangers, bad tiers and calls whose module is off', async () => {
    await refused('OPERATION_NOT_ALLOWED', 'player01', 'daily', { action: 'list' });
    await refused('CONTRACT_NOT_DOWNLINE', 'agent01', 'daily', {
      ...DAILY_AT_ONE,
      action: 'create',
      downlineAccount: 'agent12',
    });
    await refused('CONTRACT_NOT_DOWNLINE', 'agent01', 'daily', {
      ...DAILY_AT_ONE,
      action: 'create',
      downlineAccount: 'player01',
    });
    await refused('CONTRACT_INVALID_TIERS', 'agent01', 'daily', {
      ...DAILY_AT_ONE,
      action: 'create',
      tiers: [
        { volume: 500, amount: 1 },
        { volume: 100, amount: 2 },
      ],
    });
    await refused('CONTRACT_INVALID_TIERS', 'agent01', 'dividend', {
      ...DAILY_AT_ONE,
      action: 'create',
    });
    await refused('VALIDATION_FAILED', 'agent01', 'daily', {
      ...DAILY_AT_ONE,
      action: 'create',
      periodType: 'W',
    });
    await refused('NOT_FOUND', 'agent01', 'daily', { action: 'accept', contractId: 'C999999' });
    for (const [type, mod] of Object.entries(MODULES)) {
      await ctl('PUT', `/__emulator/merchants/${MERCHANT}/modules`, { [mod]: false });
      await refused('OPERATION_NOT_ALLOWED', 'agent01', type as keyof typeof PATHS, {
        action: 'list',
      });
      await ctl('PUT', `/__emulator/merchants/${MERCHANT}/modules`, { [mod]: true });
      await ok('agent01', type as keyof typeof PATHS, { action: 'list' });
    }
  });

  let proposal: Contract;
  let agent12Contract: Contract;

  it('previews the lower-rate rule, proposes once, and only the downline answers', async () => {
    agent12Contract = (await ok('agent11', 'daily', { action: 'list' })).contracts.find(
      (c) => c.downlineAccount === 'agent12' && c.status === 'ACTIVE',
    )!;
    expect(agent12Contract.rate).toBe(1.5);
    const preview = await ok('agent01', 'daily', { ...DAILY_AT_ONE, action: 'preview' });
    expect(preview.affected.map((c) => c.contractId)).toEqual([agent12Contract.contractId]);

    const created = await ok('agent01', 'daily', { ...DAILY_AT_ONE, action: 'create' });
    proposal = created.contract;
    expect(proposal).toMatchObject({
      status: 'NEW',
      uplineAccount: 'agent01',
      downlineAccount: 'agent11',
      rate: 1,
      requestedBy: 'agent01',
    });
    expect(created.affected.map((c) => c.contractId)).toEqual([agent12Contract.contractId]);
    await refused('CONTRACT_PENDING_EXISTS', 'agent01', 'daily', {
      ...DAILY_AT_ONE,
      action: 'create',
    });

    const waiting = await ok('agent11', 'daily', { action: 'requests' });
    expect(waiting.contracts.map((c) => c.contractId)).toContain(proposal.contractId);
    expect(
      (await ok('agent01', 'daily', { action: 'requests' })).contracts.map((c) => c.contractId),
    ).not.toContain(proposal.contractId);
    await refused('CONTRACT_WRONG_STATE', 'agent01', 'daily', {
      action: 'accept',
      contractId: proposal.contractId,
    });
    await refused('CONTRACT_NOT_PARTY', 'agent12', 'daily', {
      action: 'accept',
      contractId: proposal.contractId,
    });

    const mine = await ok('agent11', 'daily', {
      action: 'preview',
      contractId: proposal.contractId,
    });
    expect(mine.affected.map((c) => c.contractId)).toEqual([agent12Contract.contractId]);
  });

  it('accepting ends the downline contracts that pay more (and no other), then refuses a rate above its own', async () => {
    const accepted = await ok('agent11', 'daily', {
      action: 'accept',
      contractId: proposal.contractId,
    });
    expect(accepted.contract.status).toBe('ACTIVE');
    expect(accepted.affected).toEqual([
      expect.objectContaining({
        contractId: agent12Contract.contractId,
        status: 'TERMINATED',
        endedBy: 'LOWER_UPLINE_RATE',
      }),
    ]);
    await refused('CONTRACT_RATE_ABOVE_OWN', 'agent11', 'daily', {
      action: 'create',
      downlineAccount: 'agent12',
      bettingUnit: 100,
      tiers: [{ volume: 100, amount: 2 }],
    });
    // At its own rate or below is fine.
    const again = await ok('agent11', 'daily', {
      action: 'create',
      downlineAccount: 'agent12',
      bettingUnit: 10_000,
      tiers: [{ volume: 100, amount: 1 }],
    });
    await ok('agent12', 'daily', { action: 'reject', contractId: again.contract.contractId });
    const status = (
      await ok('agent11', 'daily', { action: 'list', role: 'downline' })
    ).contracts.find((c) => c.contractId === proposal.contractId);
    expect(status?.status).toBe('ACTIVE');
  });

  it('pays the daily salary when the clock finishes the day, in both account records, once', async () => {
    await bets('player11', 1000, 20);
    const before = await ok('agent11', 'daily', {
      action: 'history',
      contractId: proposal.contractId,
    });
    expect(before.total).toBe(0);
    await advance(DAY);
    const after = await ok('agent01', 'daily', {
      action: 'history',
      contractId: proposal.contractId,
    });
    expect(after.total).toBe(1);
    const s = after.settlements[0]!;
    expect(s.volume).toBeGreaterThanOrEqual(20_000);
    expect(s).toMatchObject({
      status: 'PAID',
      amount: Math.floor(s.volume / 10_000) * 1,
      paidAmount: s.amount,
    });
    expect(after.totals).toEqual({ paid: s.amount, due: 0 });

    const clock = (await ctl('GET', '/__emulator/clock')) as { now: string };
    const from = String(s.periodStart).slice(0, 10);
    const to = new Date(Date.parse(clock.now) + DAY).toISOString().slice(0, 10);
    for (const [account, sign] of [
      ['agent01', -1],
      ['agent11', 1],
    ] as const) {
      const token = await tokenOf(account);
      const rec = await call(
        emu.url,
        'GET',
        `/wps/relay/ODSFE2_MemTransDet?from=${from}&to=${to}&transactionType=SALARY&pageNo=1&pageSize=50`,
        { merchant: MERCHANT, token },
      );
      const list = (rec.body.value as { list: { amount: number; reference?: string }[] }).list;
      expect(list.filter((r) => r.reference === s.settlementId).map((r) => r.amount)).toEqual([
        sign * s.amount,
      ]);
    }
    // The clock going back and forth settles nothing twice.
    await ctl('PUT', '/__emulator/clock', { now: Date.parse(clock.now) - 2 * DAY });
    await ctl('PUT', '/__emulator/clock', { now: clock.now });
    await advance(60_000);
    expect(
      (await ok('agent11', 'daily', { action: 'history', contractId: proposal.contractId })).total,
    ).toBe(1);
    expect((await ctl('GET', '/__emulator/ledger/check')).ok).toBe(true);
  });

  it('terminates by request: the other party rejects (ACTIVE again) or accepts (TERMINATED)', async () => {
    const id = proposal.contractId;
    expect(
      (await ok('agent11', 'daily', { action: 'terminate', contractId: id })).contract,
    ).toMatchObject({
      status: 'TERMINATE_REQUEST',
      requestedBy: 'agent11',
    });
    await refused('CONTRACT_WRONG_STATE', 'agent11', 'daily', { action: 'accept', contractId: id });
    await refused('CONTRACT_WRONG_STATE', 'agent01', 'daily', {
      action: 'terminate',
      contractId: id,
    });
    expect(
      (await ok('agent01', 'daily', { action: 'reject', contractId: id })).contract.status,
    ).toBe('ACTIVE');
    await ok('agent01', 'daily', { action: 'terminate', contractId: id });
    expect(
      (await ok('agent11', 'daily', { action: 'accept', contractId: id })).contract,
    ).toMatchObject({
      status: 'TERMINATED',
      endedBy: 'AGREEMENT',
    });
    await refused('CONTRACT_WRONG_STATE', 'agent11', 'daily', { action: 'reject', contractId: id });
  });

  let dividendId: string;

  it('makes a dividend DUE, which the upline pays once per key; another key is refused', async () => {
    const created = await ok('agent01', 'dividend', {
      action: 'create',
      downlineAccount: 'agent11',
      periodType: 'D',
      tiers: [{ profitLoss: 10, activePlayers: 1, ratio: 20 }],
    });
    dividendId = created.contract.contractId;
    await ok('agent11', 'dividend', { action: 'accept', contractId: dividendId });
    await bets('player11', 100, 5);
    await advance(DAY);
    const due = (await ok('agent01', 'dividend', { action: 'history', contractId: dividendId }))
      .settlements[0]!;
    expect(due.status).toBe('DUE');
    expect(due.amount).toBe(Math.floor(-Number(due.profitLoss) * 20) / 100);
    await refused(
      'CONTRACT_NOT_PARTY',
      'agent11',
      'dividend',
      { action: 'pay', settlementId: due.settlementId },
      newKey(),
    );
    await refused('IDEMPOTENCY_KEY_REQUIRED', 'agent01', 'dividend', {
      action: 'pay',
      settlementId: due.settlementId,
    });

    const key = newKey();
    const first = await ok(
      'agent01',
      'dividend',
      { action: 'pay', settlementId: due.settlementId },
      key,
    );
    const repeat = await ok(
      'agent01',
      'dividend',
      { action: 'pay', settlementId: due.settlementId },
      key,
    );
    expect(first.settlement).toMatchObject({ status: 'PAID', paidAmount: due.amount });
    expect(repeat).toEqual(first);
    // The key is known by the endpoint the client called, not by once()'s operation (contractPay).
    const statusOf = async (operation: string) =>
      (
        await call(emu.url, 'GET', `/wps/v2/intents/status?key=${key}&operation=${operation}`, {
          merchant: MERCHANT,
          token: await tokenOf('agent01'),
        })
      ).body;
    expect((await statusOf('dividendContract')).value).toEqual({
      key,
      operation: 'dividendContract',
      status: 'applied',
      answer: first,
    });
    expect((await statusOf('contractPay')).code).toBe('DUPLICATE_REQUEST');
    await refused(
      'CONTRACT_ALREADY_PAID',
      'agent01',
      'dividend',
      { action: 'pay', settlementId: due.settlementId },
      newKey(),
    );
    const history = await ok('agent11', 'dividend', { action: 'history', contractId: dividendId });
    expect(history.totals.paid).toBe(due.amount);
    const ledger = await ctl('GET', '/__emulator/ledger/check');
    expect(ledger.ok).toBe(true);
    // Ended by agreement, so agent11's own team figures below pay it nothing more.
    await ok('agent11', 'dividend', { action: 'terminate', contractId: dividendId });
    await ok('agent01', 'dividend', { action: 'accept', contractId: dividendId });
  });

  it('forces an unpaid dividend after the next period, freezing the upline until it is all paid', async () => {
    // agent11 gives agent12 a dividend (below its own 20 %), then empties its wallet up to agent01.
    const c = await ok('agent11', 'dividend', {
      action: 'create',
      downlineAccount: 'agent12',
      periodType: 'D',
      tiers: [{ profitLoss: 10, activePlayers: 1, ratio: 10 }],
    });
    await ok('agent12', 'dividend', { action: 'accept', contractId: c.contract.contractId });
    await bets('player12', 100, 5);
    const held = Number((await balanceOf('agent11')).MAIN);
    expect(held).toBeGreaterThan(0);
    const token = await tokenOf('agent11');
    const up = await toUpline(token, held);
    expect(up.success, JSON.stringify(up)).toBe(true);

    await advance(DAY); // the period ends: DUE
    const due = (
      await ok('agent11', 'dividend', { action: 'history', contractId: c.contract.contractId })
    ).settlements[0]!;
    expect(due.status).toBe('DUE');
    const run = (await advance(DAY)) as { frozen: string[] }; // the next one ends too: forced, nothing to take
    expect(run.frozen).toContain('agent11@dflt88');
    const still = (
      await ok('agent12', 'dividend', { action: 'history', contractId: c.contract.contractId })
    ).settlements.find((s) => s.settlementId === due.settlementId)!;
    expect(still).toMatchObject({ status: 'DUE', paidAmount: 0 });

    // Frozen: no money leaves agent11.
    expect((await toUpline(token, 1)).code).toBe('ACCOUNT_FROZEN');

    // player11 sends agent11 enough; the next run forces the payment in full and lifts the freeze.
    const player = await tokenOf('player11', 'Player1234');
    const gift = await toUpline(player, Math.ceil(due.amount));
    expect(gift.success, JSON.stringify(gift)).toBe(true);
    await advance(60_000);
    const forced = (
      await ok('agent11', 'dividend', { action: 'history', contractId: c.contract.contractId })
    ).settlements.find((s) => s.settlementId === due.settlementId)!;
    expect(forced).toMatchObject({ status: 'FORCED', paidAmount: due.amount });
    expect((await toUpline(token, 0.01)).code).not.toBe('ACCOUNT_FROZEN');
    expect((await ctl('GET', '/__emulator/ledger/check')).ok).toBe(true);
  });

  it('puts the journey contracts back with the reset route', async () => {
    const reset = await ctl('POST', `/__emulator/merchants/${MERCHANT}/contracts/reset`);
    expect(reset.reset).toBe(true);
    const list = await ok('agent11', 'daily', { action: 'list' });
    expect(list.contracts).toEqual([
      expect.objectContaining({ downlineAccount: 'agent12', status: 'ACTIVE', rate: 1.5 }),
    ]);
    expect((await ok('agent11', 'daily', { action: 'list', role: 'downline' })).total).toBe(0);
  });
});
