import { describe, expect, it } from 'vitest';
import { countTrial, emptyTally, failures, type TrialRecord } from './lostAnswerTally';

const trial = (change: Partial<TrialRecord>): TrialRecord => ({
  lane: 'transfer',
  behaviour: 'resend',
  fault: 'lost-after-apply',
  sends: [{ asked: 7.77, said: 'applied', shownAmount: 7.77, ms: 900 }],
  movedCents: 777,
  ...change,
});

describe('countTrial', () => {
  it('passes a lost answer told as the success it was', () => {
    const tally = countTrial(emptyTally(), trial({}));
    expect(failures(tally)).toBe(0);
    expect(tally).toMatchObject({ trials: 1, sends: 1, slowestMs: 900 });
  });

  it('finds an intent whose money moved twice', () => {
    const tally = countTrial(emptyTally(), trial({ movedCents: 1554 }));
    expect(tally.movedTwice).toBe(1);
  });

  it('finds a success the person was not told of, and one that did not happen', () => {
    const lost = trial({ sends: [{ asked: 7.77, said: 'not-applied', ms: 800 }] });
    expect(countTrial(emptyTally(), lost).lostSuccess).toBe(1);
    expect(countTrial(emptyTally(), trial({ movedCents: 0 })).falseSuccess).toBe(1);
  });

  it('finds an earlier amount shown for a changed one, and words that never came', () => {
    const wrong = trial({
      sends: [
        { asked: 108, said: 'applied', shownAmount: 108, ms: 700 },
        { asked: 109, said: 'applied', shownAmount: 108, ms: 700 },
      ],
      movedCents: 21_700,
    });
    expect(countTrial(emptyTally(), wrong).wrongAmount).toBe(1);
    const silent = trial({ sends: [{ asked: 1, said: 'unresolved', ms: 10_000 }], movedCents: 0 });
    expect(countTrial(emptyTally(), silent).unresolved).toBe(1);
  });

  it('passes "did not go through" when nothing moved', () => {
    const nothing = trial({
      fault: 'failed-before',
      sends: [{ asked: 7.77, said: 'not-applied', ms: 600 }],
      movedCents: 0,
    });
    expect(failures(countTrial(emptyTally(), nothing))).toBe(0);
  });
});
