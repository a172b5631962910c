/**
 * `npx tsx scripts/bench-money.ts`: does a flaky network ever move money twice (issue 12, "Reliability")?
 *
 * Starts its own emulator (a seeded copy in memory, port BENCH_MONEY_PORT or 4930), logs the
 * demo member in over HTTP, gives it a funds password and a bank card, then switches on 300 ms latency and 20 %
 * injected failures, half of which APPLY the call and then lose the answer (a 500 or a dropped connection), so a
 * retry meets a key the emulator already applied. It runs `operations` money calls (tests/bench/budgets.json
 * "money"): wallet transfers both ways, deposit orders and withdrawals, `parallel` at a time, each retried with
 * the SAME Idempotency-Key until it gets an answer (at most MAX_ATTEMPTS); every tenth is sent twice at once with
 * one key, as two tabs would, and both tabs must get the same answer. The emulator clock moves one day per wave so
 * the daily withdrawal limit does not refuse most of them. Faults off, deposits are approved and withdrawals
 * approved or rejected through the control API.
 *
 * Then it reads the ledger check (GET /__emulator/ledger/check) and the member's wallets and prints: operations
 * answered, attempts, injected failures, applied (successful answers), duplicates (keys whose money moved in more
 * than one transaction, plus duplicate key rows, plus two-tab answers that disagree), imbalance cents (the sum of
 * all postings plus every wallet's distance from what the successful answers say it should hold) and wall time.
 * Exits 1 when duplicates or imbalance exceed the budget or fewer operations than budgeted got an answer.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { startEmulator } from '../emulator/server';
import type { Db } from '../emulator/db/database';
import { encryptPayload, login } from '../emulator/testing/harness';
import { openSeededCopy } from '../emulator/db/snapshot';
import { AUTHORIZATION_HEADER, bearerAuthorization } from '../core/api/wire/token';
import { REPO_ROOT } from './lib/repo-paths';

interface MoneyBudget {
  duplicates: number;
  imbalance: number;
  operations: number;
}

const budget = (
  JSON.parse(readFileSync(join(REPO_ROOT, 'tests/bench/budgets.json'), 'utf8')) as {
    money: MoneyBudget;
  }
).money;
const PORT = Number(process.env.BENCH_MONEY_PORT ?? 4930);
const MERCHANT = 'dflt88';
const PARALLEL = 8;
const MAX_ATTEMPTS = 12;
const FAULTS = {
  latencyMs: 300,
  failureRate: 0.2,
  lostAnswerShare: 0.5,
  lostAnswerMode: 'either',
};
const FUNDS_PASSWORD = '246810';
const DAY_MS = 86_400_000;

type Json = Record<string, unknown>;
interface Answer {
  success: boolean;
  code?: string;
  value?: Json;
}
interface Call {
  method: 'GET' | 'POST';
  path: string;
  body?: Json;
  encrypted?: boolean;
}
type Operation =
  | { kind: 'transfer'; from: string; to: string; amount: number }
  | { kind: 'deposit'; amount: number }
  | { kind: 'withdraw'; amount: number };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const cents = (amount: number) => Math.round(amount * 100);

let base = '';
let token = '';
const tally = { attempts: 0, transportFailures: 0, systemErrors: 0 };

/** One attempt of a platform call; undefined when the answer was lost (500, dropped connection, timeout). */
async function attempt(call: Call, key: string | undefined): Promise<Answer | undefined> {
  tally.attempts += 1;
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    Merchant: MERCHANT,
    [AUTHORIZATION_HEADER]: bearerAuthorization(token),
  };
  if (key) headers['Idempotency-Key'] = key;
  const query =
    call.method === 'GET' && call.body
      ? `?${new URLSearchParams(call.body as Record<string, string>)}`
      : '';
  const body =
    call.method === 'POST'
      ? JSON.stringify(call.encrypted ? await encryptPayload(MERCHANT, call.body) : call.body)
      : undefined;
  try {
    const res = await fetch(base + call.path + query, {
      method: call.method,
      headers,
      ...(body ? { body } : {}),
      signal: AbortSignal.timeout(20_000),
    });
    const answer = (await res.json()) as Answer;
    if (answer.code === 'SYSTEM_ERROR') {
      tally.systemErrors += 1;
      return undefined;
    }
    return answer;
  } catch {
    tally.transportFailures += 1;
    return undefined;
  }
}

/** Retries one call with the same key until it gets an answer; undefined after MAX_ATTEMPTS losses. */
async function untilAnswered(call: Call, key: string | undefined): Promise<Answer | undefined> {
  for (let i = 0; i < MAX_ATTEMPTS; i++) {
    const answer = await attempt(call, key);
    if (answer) return answer;
    await sleep(50 * 2 ** Math.min(i, 4));
  }
  return undefined;
}

async function must(call: Call, key?: string): Promise<Json> {
  const answer = await untilAnswered(call, key);
  if (!answer?.success)
    throw new Error(`bench-money: ${call.path} failed: ${JSON.stringify(answer)}`);
  return answer.value ?? {};
}

async function control(method: string, path: string, body?: unknown): Promise<Json> {
  const res = await fetch(base + path, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await res.json()) as Json;
  if (!res.ok)
    throw new Error(`bench-money: ${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

const wallets = async () =>
  (await control('GET', `/__emulator/merchants/${MERCHANT}/members/demo/wallets`)) as Record<
    string,
    number
  >;

/** The demo member's withdrawal setup and the ids the operations need, made before any fault is on. */
async function prepare(): Promise<{
  vendors: string[];
  channel: string;
  method: string;
  cardId: number;
}> {
  const signedIn = await login(base, 'demo', 'Demo1234', {}, MERCHANT);
  if (!signedIn.body.success)
    throw new Error(`bench-money: login failed: ${JSON.stringify(signedIn.body)}`);
  token = String(signedIn.body.value?.token);
  await must(
    {
      method: 'POST',
      path: '/wps/member/fundsPassword',
      encrypted: true,
      body: {
        password: 'Demo1234',
        fundsPassword: FUNDS_PASSWORD,
        confirmFundsPassword: FUNDS_PASSWORD,
      },
    },
    randomKey(),
  );
  const banks = (await must({ method: 'GET', path: '/wps/member/bankCards' })).banks as string[];
  await must(
    {
      method: 'POST',
      path: '/wps/member/bankCards/add',
      encrypted: true,
      body: {
        bankName: banks[0]!,
        accountNumber: '6222020200112233',
        payeeName: 'Demo Tester',
        fundsPassword: FUNDS_PASSWORD,
      },
    },
    randomKey(),
  );
  const cards = (await must({ method: 'GET', path: '/wps/member/bankCards' })).cards as {
    id: number;
  }[];
  const vendorList = (await must({ method: 'GET', path: '/wps/relay/GCS_getVendorWallets' }))
    .wallets as { vendor: string; maintenance: boolean }[];
  const channels = (await must({ method: 'GET', path: '/wps/v2/deposit/channels' })).channels as {
    id: string;
    min: number;
    methods: { code: string }[];
  }[];
  const channel = channels.find((c) => c.min <= 50) ?? channels[0]!;
  return {
    vendors: vendorList
      .filter((v) => !v.maintenance)
      .map((v) => v.vendor)
      .slice(0, 3),
    channel: channel.id,
    method: channel.methods[0]!.code,
    cardId: cards[0]!.id,
  };
}

/**
 * The seeded demo member owes some turnover (wagering) before it may withdraw, and no platform call places a bet:
 * a vendor's report of one settled 10,000.00 round (a report, not money) lets the withdrawals run.
 */
async function meetTurnover(db: Db): Promise<void> {
  await db.query(
    `INSERT INTO bets (merchant, member_id, vendor, game_type, game_name, round_id, bet_cents, valid_bet_cents,
                         payout_cents, status, placed_at, settled_at)
       SELECT merchant, id, 'PG', 'SLOT', 'Bench wager', 'bench-money-1', 1000000, 1000000, 1000000, 'SETTLED',
              now(), now()
         FROM members WHERE merchant = $1 AND account = 'demo'`,
    [MERCHANT],
  );
}

const randomKey = () => randomBytes(16).toString('hex');

/** A fixed mix (half transfers, a quarter each deposits and withdrawals) with varied amounts. */
function plan(count: number, vendors: string[]): Operation[] {
  return Array.from({ length: count }, (_, i): Operation => {
    const amount = 50 + ((i * 37) % 200) + (i % 3) * 0.25;
    const vendor = vendors[i % vendors.length]!;
    switch (i % 4) {
      case 0:
        return { kind: 'transfer', from: 'MAIN', to: vendor, amount };
      case 1:
        return {
          kind: 'transfer',
          from: vendor,
          to: 'MAIN',
          amount: Math.round(amount * 50) / 100,
        };
      case 2:
        return { kind: 'deposit', amount };
      default:
        return { kind: 'withdraw', amount };
    }
  });
}

function callOf(op: Operation, ids: Awaited<ReturnType<typeof prepare>>): Call {
  switch (op.kind) {
    case 'transfer':
      return {
        method: 'POST',
        path: '/wps/relay/GCS_walletTransfer',
        body: { from: op.from, to: op.to, amount: op.amount },
      };
    case 'deposit':
      return {
        method: 'POST',
        path: '/wps/v2/deposit/order',
        encrypted: true,
        body: {
          channelId: ids.channel,
          method: ids.method,
          amount: op.amount,
          payerName: 'Demo Tester',
        },
      };
    case 'withdraw':
      return {
        method: 'POST',
        path: '/wps/relay/passwordCheck/MCSFE_createWithdrawal',
        encrypted: true,
        body: { amount: op.amount, bankCardId: ids.cardId, fundsPassword: FUNDS_PASSWORD },
      };
  }
}

interface Outcome {
  op: Operation;
  answer: Answer | undefined;
  tabsDisagree: boolean;
}

async function run(
  op: Operation,
  index: number,
  ids: Awaited<ReturnType<typeof prepare>>,
): Promise<Outcome> {
  const call = callOf(op, ids);
  const key = randomKey();
  if (index % 10 !== 9) return { op, answer: await untilAnswered(call, key), tabsDisagree: false };
  // Two tabs submit the same intent at the same moment: one key, two independent retry loops.
  const [a, b] = await Promise.all([untilAnswered(call, key), untilAnswered(call, key)]);
  return {
    op,
    answer: a ?? b,
    tabsDisagree: Boolean(a && b && JSON.stringify(a) !== JSON.stringify(b)),
  };
}

async function main(): Promise<void> {
  const started = Date.now();
  const database = await openSeededCopy();
  await meetTurnover(database);
  const emulator = await startEmulator({ port: PORT, database });
  base = emulator.url;
  try {
    const ids = await prepare();
    const before = await wallets();
    const operations = plan(budget.operations, ids.vendors);
    const clockStart = Date.parse((await control('GET', '/__emulator/clock')).now as string);
    await control('PUT', '/__emulator/faults', FAULTS);

    const outcomes: Outcome[] = [];
    for (let wave = 0; wave * PARALLEL < operations.length; wave++) {
      // A new emulator day per wave: at most 5 withdrawals a day would otherwise refuse most of them.
      await control('PUT', '/__emulator/clock', { now: clockStart + wave * DAY_MS });
      const slice = operations.slice(wave * PARALLEL, (wave + 1) * PARALLEL);
      outcomes.push(
        ...(await Promise.all(slice.map((op, i) => run(op, wave * PARALLEL + i, ids)))),
      );
    }
    const injected = ((await control('GET', '/__emulator/faults')).injected ?? {
      failed: 0,
      lostAnswers: 0,
    }) as { failed: number; lostAnswers: number };
    await control('PUT', '/__emulator/faults', { latencyMs: 0, failureRate: 0 });

    // What the answers say the wallets must hold, and the back office's decisions.
    const expected = new Map(Object.entries(before).map(([w, v]) => [w, cents(v)]));
    const add = (wallet: string, c: number) =>
      expected.set(wallet, (expected.get(wallet) ?? 0) + c);
    const codes = new Map<string, number>();
    let decided = 0;
    for (const [i, { op, answer }] of outcomes.entries()) {
      const label = `${op.kind} ${answer ? (answer.success ? 'ok' : answer.code) : 'unanswered'}`;
      codes.set(label, (codes.get(label) ?? 0) + 1);
      if (!answer?.success) continue;
      if (op.kind === 'transfer') {
        add(op.from, -cents(op.amount));
        add(op.to, cents(op.amount));
      } else if (op.kind === 'deposit') {
        await control('POST', `/__emulator/deposits/${String(answer.value?.reference)}/approve`);
        add('MAIN', cents(op.amount));
        decided += 1;
      } else {
        const id = String(answer.value?.withdrawalId);
        const approve = i % 3 !== 0;
        await control(
          'POST',
          `/__emulator/withdrawals/${id}/${approve ? 'approve' : 'reject'}`,
          {},
        );
        add('MAIN', approve ? -cents(op.amount) : 0);
        decided += 1;
      }
    }

    const check = await control('GET', '/__emulator/ledger/check');
    const after = await wallets();
    let drift = 0;
    for (const wallet of new Set([...expected.keys(), ...Object.keys(after)]))
      drift += Math.abs((expected.get(wallet) ?? 0) - cents(after[wallet] ?? 0));
    const answered = outcomes.filter((o) => o.answer).length;
    const applied = outcomes.filter((o) => o.answer?.success).length;
    const tabsDisagree = outcomes.filter((o) => o.tabsDisagree).length;
    const duplicates = Number(check.keysAppliedTwice) + Number(check.duplicateKeys) + tabsDisagree;
    const imbalance = Math.abs(Number(check.sumCents)) + drift;
    const seconds = (Date.now() - started) / 1000;

    const rows: [string, string][] = [
      ['operations answered', `${answered} / ${operations.length}`],
      ['attempts', String(tally.attempts)],
      [
        'injected failures',
        `${injected.failed} before the call, ${injected.lostAnswers} after it (answer lost)`,
      ],
      [
        'seen by the client',
        `${tally.systemErrors} SYSTEM_ERROR, ${tally.transportFailures} dropped`,
      ],
      ['applied', `${applied} (${decided} then decided by the back office)`],
      [
        'duplicates',
        `${duplicates} (keys applied twice ${check.keysAppliedTwice}, key rows ${check.duplicateKeys}, two tabs disagree ${tabsDisagree})`,
      ],
      [
        'imbalance cents',
        `${imbalance} (sum of postings ${check.sumCents}, wallet drift ${drift})`,
      ],
      ['ledger', `${check.movements} movements, ${check.postings} postings, ok ${check.ok}`],
      ['wall time', `${seconds.toFixed(1)} s`],
    ];
    const width = Math.max(...rows.map(([k]) => k.length));
    console.log('\nbench-money: duplicate-money test');
    for (const [k, v] of rows) console.log(`  ${k.padEnd(width)}  ${v}`);
    console.log('  answers:');
    for (const [label, n] of [...codes].sort()) console.log(`    ${label.padEnd(width)}  ${n}`);

    const misses: string[] = [];
    if (answered < budget.operations)
      misses.push(`${answered} operations answered, budget ${budget.operations}`);
    if (duplicates > budget.duplicates)
      misses.push(`${duplicates} duplicates, budget ${budget.duplicates}`);
    if (imbalance > budget.imbalance)
      misses.push(`${imbalance} cents imbalance, budget ${budget.imbalance}`);
    if (check.ok !== true) misses.push(`ledger check not ok: ${JSON.stringify(check)}`);
    if (misses.length) {
      console.error(`bench-money: over budget: ${misses.join('; ')}`);
      process.exitCode = 1;
    } else console.log('bench-money: within budget');
  } finally {
    await emulator.close();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
