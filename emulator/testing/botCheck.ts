// Test clients' side of the platform's challenges (handlers/botCheck.ts): solved as the browser
// solves them. The login's where the brand has its bot check on, else nothing; free play's always.
import { solveBotCheck } from '../../core/api/wire/botCheck.js';
import { loadEndpoints } from '../contract/endpoints.js';
import type { BotCheckChallengeResponse } from '../../generated/api/botCheckChallenge.response.js';

/** The path of one call, read from the endpoint table (schemas/api/endpoints.json). */
function pathOf(name: string): string {
  const endpoint = loadEndpoints().find((entry) => entry.name === name);
  if (!endpoint) throw new Error(`no endpoint ${name}`);
  return endpoint.path;
}

/** Where each purpose's challenge is asked for. */
export const CHALLENGE_PATHS = {
  login: pathOf('botCheckChallenge'),
  freePlay: pathOf('freePlayChallenge'),
};

/** A freshly solved challenge from `path`, or null where the brand does not issue one. */
export async function solvedChallenge(
  base: string,
  merchant: string,
  path: string,
): Promise<string | null> {
  const answer = await fetch(`${base}${path}`, { headers: { Merchant: merchant } });
  const envelope = (await answer.json()) as {
    success?: boolean;
    value?: BotCheckChallengeResponse;
  };
  if (envelope.success !== true || !envelope.value) return null;
  const token = await solveBotCheck(envelope.value);
  if (!token) throw new Error(`challenge of ${merchant} at ${path} not solved`);
  return token;
}

export async function botCheckFields(
  base: string,
  merchant: string,
): Promise<{ botToken?: string }> {
  const botToken = await solvedChallenge(base, merchant, CHALLENGE_PATHS.login);
  return botToken ? { botToken } : {};
}
