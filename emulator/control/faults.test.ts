// Fault injection without a server: the limit holds for calls running together, and a call that fails by itself
// gives its lost-answer count back.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/envelope.js';
import { LostAnswer, underFaults, type Faults } from './faults.js';

const loseAll = (limit: number): Faults => ({
  latencyMs: 0,
  failureRate: 1,
  lostAnswerShare: 1,
  limit,
});

const outcome = (p: Promise<unknown>) =>
  p.then(
    () => 'answered',
    (e: unknown) => (e instanceof LostAnswer ? 'lost' : String(e)),
  );

describe('underFaults with a limit', () => {
  it('loses one answer of calls running together when the limit is 1', async () => {
    const f = loseAll(1);
    let applied = 0;
    const slowCall = async () => {
      await new Promise((r) => setTimeout(r, 5));
      applied += 1;
      return 'ok';
    };
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () => outcome(underFaults(f, '/x', slowCall))),
    );
    expect(outcomes.filter((o) => o === 'lost')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'answered')).toHaveLength(4);
    expect(applied).toBe(5);
    expect(f.injected).toEqual({ failed: 0, lostAnswers: 1 });
  });

  it('does not count a call that was refused by itself, so the next one still loses its answer', async () => {
    const f = loseAll(1);
    const refusal = underFaults(f, '/x', async () => {
      throw new ApiError('INSUFFICIENT_BALANCE', 'no');
    });
    expect(await outcome(refusal)).toContain('no');
    expect(f.injected).toEqual({ failed: 0, lostAnswers: 0 });
    expect(await outcome(underFaults(f, '/x', async () => 'ok'))).toBe('lost');
    expect(await outcome(underFaults(f, '/x', async () => 'ok'))).toBe('answered');
  });

  it('injects nothing with a limit of 0', async () => {
    expect(await outcome(underFaults(loseAll(0), '/x', async () => 'ok'))).toBe('answered');
  });
});
