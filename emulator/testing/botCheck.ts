// Test clients' side of the login bot check (handlers/botCheck.ts): where the brand has it on, a
// solved challenge, as the browser would send it; where it is off, nothing.
import { solveBotCheck } from '../../core/api/wire/botCheck.js';
import type { BotCheckChallengeResponse } from '../../generated/api/botCheckChallenge.response.js';

export async function botCheckFields(
  base: string,
  merchant: string,
): Promise<{ botToken?: string }> {
  const answer = await fetch(`${base}/wps/session/botcheck`, { headers: { Merchant: merchant } });
  const envelope = (await answer.json()) as {
    success?: boolean;
    value?: BotCheckChallengeResponse;
  };
  if (envelope.success !== true || !envelope.value) return {};
  const botToken = await solveBotCheck(envelope.value);
  if (!botToken) throw new Error(`bot check of ${merchant} not solved`);
  return { botToken };
}
