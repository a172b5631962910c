/**
 * `npx tsx scripts/bench-lost-answers.ts`: when the answer of a money call is lost after the money
 * moved, does the product tell the person the truth, and move nothing twice (issue 28)?
 *
 * Drives the forms in Chromium, not the API, on the default brand against a built test dist
 * (BENCH_DIST or `--dist`, default dist-test), one fresh emulator per form so the three run side
 * by side: `transfers` transfers to a game wallet (demo), `downline` transfers of agent01 to its
 * downline t01, `withdrawals` withdrawals (withdraw01). Before each send the emulator is told to
 * lose the answer of the next call of that form (its faults with `limit: 1`): mostly after
 * applying it (a 500 or a dropped connection, in turn), one trial in five before it ran. The person
 * then, in turn: (a) sends the same again at once and again once told nothing moved, (b) tries
 * another amount at once and sends it once the first is settled, (c) switches to another tab and
 * back.
 *
 * Each send must end in words within `resolveMs`: a success naming its amount, or "did not go
 * through; nothing moved". The ledger is the judge (scripts/bench/lostAnswerTally.ts): per trial,
 * what left the member's main wallet must be exactly what the page called a success. Prints per
 * form: trials, sends, moved twice, false success, lost success, wrong amount shown, unresolved,
 * "system error" shown, slowest words; then the ledger check. Exits 1 on any of them above 0 or a
 * ledger out of balance. `--trials n` runs n of each form while investigating.
 */
import { join } from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import { TOKEN_STORAGE_KEY } from '../core/api/wire/token';
import { startBenchServers } from './bench/benchServers';
import { argValue, readBudgets } from './bench/budgets';
import { launchChromium } from './bench/launchChromium';
import { siteLanguages } from './bench/localeText';
import { endpointPath, lanes, type Lane } from './bench/lostAnswerLanes';
import {
  addTallies,
  countTrial,
  emptyTally,
  failures,
  type LaneTally,
  type SendOutcome,
  type TrialRecord,
} from './bench/lostAnswerTally';
import { memberToken } from './bench/memberToken';
import { merchantOf } from './bench/merchant';
import { REPO_ROOT } from './lib/repo-paths';

const budget = readBudgets().lostAnswers;
const distDir = join(REPO_ROOT, argValue('--dist', process.env.BENCH_DIST ?? 'dist-test'));
const trialsArg = Number(argValue('--trials', '0'));
const BASE_PORT = Number(process.env.BENCH_LOST_PORT ?? 4780);
const DAY_MS = 86_400_000;
const BEHAVIOURS = ['resend', 'change', 'switch-tab'] as const;
type Behaviour = (typeof BEHAVIOURS)[number];
const started = Date.now();

const trialsOf: Record<Lane['name'], number> = {
  transfer: trialsArg || budget.transfers,
  downline: trialsArg || budget.downline,
  withdrawal: trialsArg || budget.withdrawals,
};

const round2 = (amount: number) => Math.round(amount * 100) / 100;
const AMOUNT = /\d{1,3}(?:,\d{3})*\.\d{2}/;

async function control(emulatorUrl: string, method: string, path: string, body?: unknown) {
  const answer = await fetch(`${emulatorUrl}/__emulator/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!answer.ok) throw new Error(`bench:lost-answers: ${method} ${path}: HTTP ${answer.status}`);
  return (await answer.json()) as Record<string, unknown>;
}

const mainCents = async (emulatorUrl: string, merchant: string, account: string) =>
  Math.round(
    Number(
      (await control(emulatorUrl, 'GET', `merchants/${merchant}/members/${account}/wallets`))
        .MAIN ?? 0,
    ) * 100,
  );

/**
 * What the page says first of the send just made, within the deadline: each kind of words is
 * watched on its own and the first to show wins, with its text read at once (a person who edits
 * after reading may hide a notice, and a new send may follow).
 */
async function wordsOf(
  page: Page,
  lane: Lane,
  sentAt: number,
): Promise<Omit<SendOutcome, 'asked'>> {
  const timeout = budget.resolveMs - (Date.now() - sentAt);
  const never = new Promise<never>(() => undefined);
  const when = <T>(locator: Locator, then: () => Promise<T>) =>
    locator.waitFor({ timeout }).then(then, () => never);
  const success = lane.success(page);
  const words = await Promise.race([
    when(success, async () => {
      const shown = AMOUNT.exec(await success.innerText({ timeout: 1_000 }).catch(() => ''))?.[0];
      return {
        said: 'applied' as const,
        ...(shown ? { shownAmount: Number(shown.replaceAll(',', '')) } : {}),
      };
    }),
    when(page.locator('[data-intent-outcome="not-applied"]'), async () => ({
      said: 'not-applied' as const,
    })),
    when(page.locator('[data-intent-outcome="unknown"]'), async () => ({
      said: 'unresolved' as const,
    })),
    when(page.locator('.wl-form-error'), async () => ({ said: 'system-error' as const })),
    page.waitForTimeout(timeout).then(() => ({ said: 'unresolved' as const })),
  ]);
  return { ...words, ms: Date.now() - sentAt };
}

/**
 * One attempt of the person's while the page is still finding out what happened: sends the form
 * again, with another amount typed first for `change`. Done in the page in one go and only while
 * the form is busy, so an attempt never lands after the outcome as a send of its own (those the
 * trial makes and counts). The form's own lock is what is tried: the submit is requested even
 * though its button is off.
 */
function attemptWhileChecking(page: Page, changeTo: string | null): Promise<boolean> {
  return page.evaluate((value) => {
    const form = document.querySelector<HTMLFormElement>('form[aria-busy="true"]');
    if (!form) return false;
    const input = form.querySelector<HTMLInputElement>('input[name="amount"]');
    if (value !== null && input) {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setValue.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
    form.requestSubmit();
    return true;
  }, changeTo);
}

/** What a person does right after sending, while the page finds out what happened. */
async function meanwhile(page: Page, behaviour: Behaviour, amount: number) {
  if (behaviour === 'resend')
    for (let i = 0; i < 3 && (await attemptWhileChecking(page, null)); i++)
      await page.waitForTimeout(50);
  if (behaviour === 'change') await attemptWhileChecking(page, String(round2(amount + 0.05)));
  if (behaviour === 'switch-tab') {
    const other = await page.context().newPage();
    await other.bringToFront();
    await other.waitForTimeout(800);
    await page.bringToFront();
    await other.close();
  }
}

async function send(
  page: Page,
  lane: Lane,
  amount: number,
  behaviour?: Behaviour,
): Promise<SendOutcome> {
  for (const close of await page.locator('.wl-toast__close').all())
    await close.click().catch(() => undefined);
  const form = await lane.openForm(page);
  await form.locator('input[name="amount"]').fill(String(amount));
  await lane.fillSecrets(form);
  const sentAt = Date.now();
  await form.locator('button[type="submit"]').click();
  // The words are watched from the send on: a person who edits once told may hide them later.
  const watched = wordsOf(page, lane, sentAt);
  if (behaviour) await meanwhile(page, behaviour, amount);
  const words = await watched;
  if (words.said === 'applied') await lane.afterSuccess(page);
  return { asked: amount, ...words };
}

async function trial(
  page: Page,
  lane: Lane,
  i: number,
  emulatorUrl: string,
  merchant: string,
): Promise<TrialRecord> {
  const behaviour = BEHAVIOURS[i % BEHAVIOURS.length]!;
  const fault = i % 5 === 4 ? 'failed-before' : 'lost-after-apply';
  if (lane.trialsPerDay && i > 0 && i % lane.trialsPerDay === 0) {
    const now = Date.parse(String((await control(emulatorUrl, 'GET', 'clock')).now));
    await control(emulatorUrl, 'PUT', 'clock', { now: now + DAY_MS });
    await page.reload();
  }
  const before = await mainCents(emulatorUrl, merchant, lane.account);
  await control(emulatorUrl, 'PUT', 'faults', {
    latencyMs: 0,
    failureRate: 1,
    lostAnswerShare: fault === 'lost-after-apply' ? 1 : 0,
    lostAnswerMode: i % 2 === 0 ? 'error' : 'drop',
    pathPrefix: endpointPath(lane.endpoint),
    limit: 1,
  });
  const asked = round2(lane.amountOf(i));
  const changed = round2(asked + 0.05);
  const first = await send(page, lane, asked, behaviour);
  await control(emulatorUrl, 'PUT', 'faults', { latencyMs: 0, failureRate: 0 });
  const sends = [first];
  // A send the platform refused (failed-before) is settled within a few frames: the change typed
  // while checking can then land just after "nothing moved", before the page has drawn it, and
  // so be the person's second send, made by the form itself. It is counted as such and not made
  // again; the ledger still judges it (a first send that moved money would not match).
  const changeLanded =
    behaviour === 'change' &&
    fault === 'failed-before' &&
    first.said === 'applied' &&
    first.shownAmount === changed;
  if (changeLanded)
    sends.splice(0, 1, { asked, said: 'not-applied', ms: first.ms }, { ...first, asked: changed });
  // Once the first is settled: the other amount (b), or the same again after "nothing moved".
  else if (behaviour === 'change') sends.push(await send(page, lane, changed));
  else if (first.said === 'not-applied') sends.push(await send(page, lane, asked));
  const after = await mainCents(emulatorUrl, merchant, lane.account);
  return { lane: lane.name, behaviour, fault, sends, movedCents: before - after };
}

async function runLane(browser: Browser, lane: Lane, index: number) {
  const servers = await startBenchServers(
    distDir,
    BASE_PORT + 2 * index,
    BASE_PORT + 2 * index + 1,
  );
  const merchant = merchantOf(lane.site);
  const context = await browser.newContext();
  try {
    const token = await memberToken(servers.emulatorUrl, merchant, lane.account, lane.password);
    await context.addInitScript(
      ([key, value]) => {
        if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, value);
        // Once-per-session popups and panels: seen already.
        for (const seen of ['ANONYMOUS_POPUP', 'USER_POPUP', 'wl.contracts.panelSeen'])
          sessionStorage.setItem(seen, '1');
      },
      [TOKEN_STORAGE_KEY, token] as const,
    );
    const page = await context.newPage();
    await page.goto(servers.origin(lane.site) + lane.path);
    let tally: LaneTally = emptyTally();
    const broken: TrialRecord[] = [];
    for (let i = 0; i < trialsOf[lane.name]; i++) {
      const record = await trial(page, lane, i, servers.emulatorUrl, merchant);
      const next = countTrial(tally, record);
      if (failures(next) > failures(tally)) broken.push(record);
      tally = next;
    }
    const ledger = await control(servers.emulatorUrl, 'GET', 'ledger/check');
    return { lane: lane.name, tally, broken, ledger };
  } finally {
    await context.close();
    await servers.close();
  }
}

async function main() {
  const browser = await launchChromium();
  try {
    const results = await Promise.all(
      lanes(siteLanguages('default').default).map((lane, index) => runLane(browser, lane, index)),
    );
    const total = results.reduce((sum, r) => addTallies(sum, r.tally), emptyTally());
    const columns = [
      'trials',
      'sends',
      'movedTwice',
      'falseSuccess',
      'lostSuccess',
      'wrongAmount',
      'unresolved',
      'systemErrors',
      'slowestMs',
    ] as const;
    console.log(`bench:lost-answers: form        ${columns.join(' ')}`);
    for (const r of [...results, { lane: 'all', tally: total }])
      console.log(
        `bench:lost-answers: ${r.lane.padEnd(11)} ${columns.map((c) => String(r.tally[c]).padStart(c.length)).join(' ')}`,
      );
    let unbalanced = 0;
    for (const r of results) {
      const { sumCents, keysAppliedTwice, duplicateKeys } = r.ledger;
      console.log(
        `bench:lost-answers: ${r.lane} ledger: sum ${String(sumCents)} cents, keys applied twice ${String(keysAppliedTwice)}, duplicate keys ${String(duplicateKeys)}`,
      );
      unbalanced += Math.abs(Number(sumCents)) + Number(keysAppliedTwice) + Number(duplicateKeys);
      for (const record of r.broken)
        console.log(`bench:lost-answers: FAILED ${JSON.stringify(record)}`);
    }
    const bad = failures(total) + unbalanced;
    console.log(
      `bench:lost-answers: ${total.trials} trials, ${total.sends} sends in ${((Date.now() - started) / 1000).toFixed(0)} s; slowest words ${total.slowestMs} ms (limit ${budget.resolveMs}); ${bad === 0 ? 'ok' : `${bad} failure(s)`}`,
    );
    process.exitCode = bad === 0 ? 0 : 1;
  } finally {
    await browser.close();
  }
}

await main();
