import { ApiError } from '../../core/api/ApiError';
import { request } from '../../core/api/request';
import type { ChallengePurpose } from '../../core/api/wire/botCheck';
import type { EndpointName } from '../../generated/api';

/** Each purpose's challenge comes from its own call, gated by its own module flag. */
const CHALLENGE_ENDPOINT = {
  login: 'botCheckChallenge',
  freePlay: 'freePlayChallenge',
} as const satisfies Record<ChallengePurpose, EndpointName>;

/**
 * A freshly solved platform challenge of one purpose (core/api/wire/botCheck.ts, loaded only
 * when asked for): the token to send. A challenge is used once, so every attempt, a retry too,
 * solves a new one.
 */
export async function solvedChallenge(purpose: ChallengePurpose): Promise<string> {
  const endpoint = CHALLENGE_ENDPOINT[purpose];
  const [challenge, { solveBotCheck }] = await Promise.all([
    request(endpoint, {}),
    import('../../core/api/wire/botCheck'),
  ]);
  const token = await solveBotCheck(challenge);
  if (!token) throw new ApiError('CAPTCHA_FAILED', 'challenge not solved in time', 0, endpoint);
  return token;
}

/** The login's bot-check fields: none where the platform has the check off (BOTCHECK3). */
export async function botCheckFields(flags: ReadonlySet<string>): Promise<{ botToken?: string }> {
  if (!flags.has('BOTCHECK3')) return {};
  return { botToken: await solvedChallenge('login') };
}
