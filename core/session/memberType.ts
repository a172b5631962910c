/** Agent types of §4; trial (free play) is 4. */
const AGENT_TYPES = new Set([1, 2, 41, 42]);
export const TRIAL_TYPE = 4;

export function isAgentType(type: number): boolean {
  return AGENT_TYPES.has(type);
}

export function isTrialType(type: number): boolean {
  return type === TRIAL_TYPE;
}
