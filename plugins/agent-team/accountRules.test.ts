import { describe, expect, it } from 'vitest';
import { ruleProblem } from './accountRules';

const account = {
  pattern: '^[A-Za-z][A-Za-z0-9]*$',
  patternId: 'alnum_start_letter',
  min: 6,
  max: 16,
};

describe('ruleProblem', () => {
  it('names the rule a value breaks, in the order a person fixes them', () => {
    expect(ruleProblem('  ', account, 'account')).toEqual({
      key: 'rules.required',
      values: { field: 'account' },
    });
    expect(ruleProblem('abc', account, 'account')).toEqual({
      key: 'rules.length',
      values: { field: 'account', min: 6, max: 16 },
    });
    expect(ruleProblem('1abcdef', account, 'account')).toEqual({
      key: 'rules.pattern_alnum_start_letter',
      values: { field: 'account' },
    });
    expect(ruleProblem(' abcdef1 ', account, 'account')).toBeNull();
  });

  it('falls back to a general sentence for a family it has no words for, and * matches anything', () => {
    expect(ruleProblem('ab cd ef', { ...account, patternId: 'thai_only' }, 'x')?.key).toBe(
      'rules.pattern_other',
    );
    expect(ruleProblem('ab cd ef', { ...account, pattern: '*' }, 'x')).toBeNull();
  });
});
