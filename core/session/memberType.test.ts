import { describe, expect, it } from 'vitest';
import { isAgentType, isTrialType, TRIAL_TYPE } from './memberType';

describe('member types (§4)', () => {
  it('knows the agent types 1, 2, 41 and 42 and nothing else', () => {
    const agents = Array.from({ length: 100 }, (_, type) => type).filter(isAgentType);
    expect(agents).toEqual([1, 2, 41, 42]);
  });

  it('knows 4 as the only trial type', () => {
    expect(TRIAL_TYPE).toBe(4);
    expect(Array.from({ length: 100 }, (_, type) => type).filter(isTrialType)).toEqual([4]);
  });
});
