import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  control,
  encryptPayload,
  login,
  start,
  type TestEmulator,
} from '../testing/harness.js';
import type { Db } from '../db/database.js';
import { openSeededCopy } from '../db/snapshot.js';
import { ledgerCheck } from '../money/ledger.js';
import {
  candidateCode,
  CODE_PATTERN,
  creditReferral,
  referralCodeOf,
} from './referralProgramme.js';
import { friendStatus, inviteOrigin } from './referral.js';

const MERCHANT = 'dflt88';
let emu: TestEmulator;
let seq = 0;

beforeAll(async () => {
  emu = await start();
}, 120_000);
afterAll(async () => {
  await emu?.close();
});

const ctl = async (method: string, path: string, body?: unknown) =>
  (await control(emu.url, method, path, body)).body;

async function tokenOf(account: string, password: string): Promise<string> {
  const res = await login(emu.url, account, password, {}, MERCHANT);
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  return String(res.body.value?.token);
}

const info = (token: string, query = '') =>
  call(emu.url, 'GET', `/wps/relay/MCSFE_getReferralInfo${query}`, { token });
const friends = (token: string) =>
  call(emu.url, 'GET', '/wps/relay/MCSFE_getReferralFriends?pageNo=1&pageSize=20', { token });
const balance = async (account: string) =>
  Number((await ctl('GET', `/__emulator/merchants/${MERCHANT}/members/${account}/wallets`)).MAIN);

/** Registers a new username account the way the form does: a fresh captcha, then the encrypted payload. */
async function register(username: string, fields: Record<string, unknown>) {
  await call(emu.url, 'GET', '/wps/captcha');
  const captcha = await ctl('GET', '/__emulator/captcha/last');
  return call(emu.url, 'PUT', '/wps/member/register', {
    body: await encryptPayload(MERCHANT, {
      username,
      password: 'Friend1234',
      confirmPassword: 'Friend1234',
      captcha: captcha.answer,
      captchaId: captcha.id,
      registerMethod: 'WEB',
      login: true,
      ...fields,
    }),
  });
}

const newName = () => `friend${Date.now() % 100000}${++seq}`;

describe('referral codes', () => {
  it('gives each member one code, the same on every ask, and another to another member', async () => {
    const demo = await tokenOf('demo', 'Demo1234');
    const first = (await info(demo)).body.value!;
    const again = (await info(demo)).body.value!;
    expect(first.code).toMatch(CODE_PATTERN);
    expect(again.code).toBe(first.code);
    const other = (await info(await tokenOf('player01', 'Player1234'))).body.value!;
    expect(other.code).toMatch(CODE_PATTERN);
    expect(other.code).not.toBe(first.code);
  });

  it('builds the invite link from the page origin, or the main domain for anything but a bare origin', async () => {
    const demo = await tokenOf('demo', 'Demo1234');
    const value = (await info(demo, '?origin=http%3A%2F%2F127.0.0.1%3A4651')).body.value!;
    expect(value.link).toBe(`http://127.0.0.1:4651/register?ref=${String(value.code)}`);
    expect(value.rewardPerFriend).toBe(5);
    expect(inviteOrigin('javascript:alert(1)', 'dflt88.localhost')).toBe(
      'https://dflt88.localhost',
    );
    expect(inviteOrigin('https://evil.test/path', 'dflt88.localhost')).toBe(
      'https://dflt88.localhost',
    );
    expect(inviteOrigin(undefined, 'dflt88.localhost')).toBe('https://dflt88.localhost');
  });

  it('words a friend by deposits: none, some, enough to qualify', () => {
    expect(friendStatus(0, 0, 2000)).toBe('REGISTERED');
    expect(friendStatus(1, 1000, 2000)).toBe('DEPOSITED');
    expect(friendStatus(2, 2000, 2000)).toBe('QUALIFIED');
  });
});

describe('registering with a referral code', () => {
  it('lists the friend under the referrer and credits the reward once, even when the registration is retried', async () => {
    const player = await tokenOf('player03', 'Player1234');
    const { code, rewardPerFriend } = (await info(player)).body.value! as {
      code: string;
      rewardPerFriend: number;
    };
    const before = await balance('player03');
    const name = newName();
    // a lower-case code from a retyped link still names the referrer
    const first = await register(name, { referralCode: code.toLowerCase() });
    expect(first.body.success, JSON.stringify(first.body)).toBe(true);
    const retry = await register(name, { referralCode: code });
    expect(retry.body.code).toBe('DUPLICATE_REQUEST');

    expect(await balance('player03')).toBeCloseTo(before + rewardPerFriend, 2);
    const list = (await friends(player)).body.value as {
      total: number;
      list: { friend: string; status: string; reward: number }[];
    };
    expect(list.total).toBe(1);
    expect(list.list[0]).toMatchObject({
      friend: `${name.slice(0, 2)}***${name.slice(-1)}`,
      status: 'REGISTERED',
      reward: rewardPerFriend,
    });
    const totals = (await info(player)).body.value!;
    expect(totals).toMatchObject({ friends: 1, rewardEarned: rewardPerFriend });
    expect((await ctl('GET', '/__emulator/ledger/check')).ok).toBe(true);

    // The reset takes the reward back and forgets the friend.
    const reset = await ctl(
      'POST',
      `/__emulator/merchants/${MERCHANT}/members/player03/referrals/reset`,
    );
    expect(reset).toMatchObject({ reset: true, friendsRemoved: 1 });
    expect(await balance('player03')).toBeCloseTo(before, 2);
    expect(((await friends(player)).body.value as { total: number }).total).toBe(0);
  });

  it('refuses an unknown code with REFERRAL_CODE_INVALID and opens no account', async () => {
    const name = newName();
    for (const referralCode of ['ZZZZZZZZ', 'not a code']) {
      const refused = await register(name, { referralCode });
      expect(refused.body.code).toBe('REFERRAL_CODE_INVALID');
    }
    const plain = await register(name, {});
    expect(plain.body.success, JSON.stringify(plain.body)).toBe(true);
  });

  it('is gated: with both switches off the calls are refused and a code is ignored', async () => {
    const player = await tokenOf('player04', 'Player1234');
    const { code } = (await info(player)).body.value! as { code: string };
    const before = await balance('player04');
    const flags = { REFERRAL: false, 'REFERRAL.enabled': false };
    await ctl('PUT', `/__emulator/merchants/${MERCHANT}/modules`, flags);
    try {
      expect((await info(player)).body.code).toBe('OPERATION_NOT_ALLOWED');
      expect((await friends(player)).body.code).toBe('OPERATION_NOT_ALLOWED');
      const registered = await register(newName(), { referralCode: code });
      expect(registered.body.success, JSON.stringify(registered.body)).toBe(true);
      expect(await balance('player04')).toBe(before);
    } finally {
      await ctl('PUT', `/__emulator/merchants/${MERCHANT}/modules`, {
        REFERRAL: true,
        'REFERRAL.enabled': true,
      });
    }
    expect(((await friends(player)).body.value as { total: number }).total).toBe(0);
  });
});

describe('the programme in the database', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openSeededCopy();
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });

  const idOf = async (account: string) =>
    (
      await db.query<{ id: number }>(
        'SELECT id FROM members WHERE merchant = $1 AND account = $2',
        [MERCHANT, account],
      )
    ).rows[0]!.id;

  it('seeds one code per member, unique within the merchant and derived the same way on every run', async () => {
    const { rows } = await db.query<{ n: number; codes: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT code)::int AS codes FROM referral_codes WHERE merchant = $1`,
      [MERCHANT],
    );
    expect(rows[0]!.n).toBeGreaterThan(5);
    expect(rows[0]!.codes).toBe(rows[0]!.n);
    const demo = await idOf('demo');
    expect(await referralCodeOf(db, MERCHANT, demo)).toBe(candidateCode(MERCHANT, demo, 0));
  });

  it('takes the next candidate when another member holds the first one', async () => {
    const demo = await idOf('demo');
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO members (merchant, account, password_hash, nickname, type, currency)
       VALUES ($1, 'clash01', 'x', 'clash01', 0, 'USD') RETURNING id`,
      [MERCHANT],
    );
    const clash = rows[0]!.id;
    // another member (demo) already holds the new member's first candidate
    await db.query('UPDATE referral_codes SET code = $2 WHERE member_id = $1', [
      demo,
      candidateCode(MERCHANT, clash, 0),
    ]);
    expect(await referralCodeOf(db, MERCHANT, clash)).toBe(candidateCode(MERCHANT, clash, 1));
  });

  it('pays a friend once: a second credit for the same friend moves nothing', async () => {
    const referrer = await idOf('player05');
    const friend = await idOf('player06');
    const movements = async () =>
      (
        await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM movements WHERE member_id = $1 AND reference = $2`,
          [referrer, `REF${friend}`],
        )
      ).rows[0]!.n;
    const paid = await db.transaction((tx) =>
      creditReferral(tx, MERCHANT, referrer, { id: friend, account: 'player06' }, Date.now()),
    );
    const again = await db.transaction((tx) =>
      creditReferral(tx, MERCHANT, referrer, { id: friend, account: 'player06' }, Date.now()),
    );
    expect([paid, again]).toEqual([true, false]);
    expect(await movements()).toBe(1);
    const note = await db.query<{ note: string; kind: string }>(
      'SELECT note, kind FROM movements WHERE reference = $1',
      [`REF${friend}`],
    );
    expect(note.rows[0]).toEqual({ kind: 'bonus', note: 'Referral reward: pl***6' });
    expect((await ledgerCheck(db)).ok).toBe(true);
  });
});
