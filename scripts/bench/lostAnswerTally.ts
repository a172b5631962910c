/**
 * The judge of bench-lost-answers: for one trial, what the person was told of each send against
 * what the ledger moved. Pure, so its rules have tests of their own.
 */

/** What the page said of one send, and how long it took to say it. */
export interface SendOutcome {
  /** The amount the person asked for in this send. */
  asked: number;
  /** went through (with the amount shown), did not go through, or no answer in words in time. */
  said: 'applied' | 'not-applied' | 'unresolved' | 'system-error';
  /** The amount the success named (applied only). */
  shownAmount?: number;
  /** From the send to the words, ms. */
  ms: number;
}

export interface TrialRecord {
  lane: string;
  behaviour: string;
  fault: 'lost-after-apply' | 'failed-before';
  sends: SendOutcome[];
  /** How much left the member's main wallet during the trial (cents), by the ledger. */
  movedCents: number;
}

export interface LaneTally {
  trials: number;
  sends: number;
  movedTwice: number;
  falseSuccess: number;
  lostSuccess: number;
  wrongAmount: number;
  unresolved: number;
  systemErrors: number;
  slowestMs: number;
}

export const emptyTally = (): LaneTally => ({
  trials: 0,
  sends: 0,
  movedTwice: 0,
  falseSuccess: 0,
  lostSuccess: 0,
  wrongAmount: 0,
  unresolved: 0,
  systemErrors: 0,
  slowestMs: 0,
});

const cents = (amount: number) => Math.round(amount * 100);

/**
 * Adds one trial. The ledger is the truth: what the page called a success must be what moved, to
 * the cent. More moved than said: an intent moved twice (the moved amount counts a send twice) or
 * a success the person was never told of; less: a success that did not happen.
 */
export function countTrial(tally: LaneTally, trial: TrialRecord): LaneTally {
  const next = { ...tally, trials: tally.trials + 1, sends: tally.sends + trial.sends.length };
  let saidCents = 0;
  for (const send of trial.sends) {
    next.slowestMs = Math.max(next.slowestMs, send.ms);
    if (send.said === 'unresolved') next.unresolved += 1;
    if (send.said === 'system-error') next.systemErrors += 1;
    if (send.said !== 'applied') continue;
    saidCents += cents(send.asked);
    if (send.shownAmount !== undefined && cents(send.shownAmount) !== cents(send.asked))
      next.wrongAmount += 1;
  }
  const extra = trial.movedCents - saidCents;
  if (extra > 0) {
    // One of the sends moved a second time, or moved without the page saying so.
    const twice = trial.sends.some(
      (send) => cents(send.asked) === extra && send.said === 'applied',
    );
    if (twice) next.movedTwice += 1;
    else next.lostSuccess += 1;
  } else if (extra < 0) next.falseSuccess += 1;
  return next;
}

export function addTallies(a: LaneTally, b: LaneTally): LaneTally {
  return {
    trials: a.trials + b.trials,
    sends: a.sends + b.sends,
    movedTwice: a.movedTwice + b.movedTwice,
    falseSuccess: a.falseSuccess + b.falseSuccess,
    lostSuccess: a.lostSuccess + b.lostSuccess,
    wrongAmount: a.wrongAmount + b.wrongAmount,
    unresolved: a.unresolved + b.unresolved,
    systemErrors: a.systemErrors + b.systemErrors,
    slowestMs: Math.max(a.slowestMs, b.slowestMs),
  };
}

/** Everything the issue counts as a failure: each must be 0. */
export function failures(t: LaneTally): number {
  return (
    t.movedTwice + t.falseSuccess + t.lostSuccess + t.wrongAmount + t.unresolved + t.systemErrors
  );
}
