/**
 * The platform's proof-of-work challenge (the ALTCHA scheme): the platform signs it, the client
 * finds the counter whose hash starts with the asked prefix, and sends challenge and solution
 * back as one token, used once. The login's bot check (BOTCHECK3, spec §3 "bot-check fields")
 * carries it as `botToken`; the free-play login (FREEPLAY3) as its sealed `value` (§7), since a
 * proof the browser could make alone would be no proof. The spec names no provider; this one
 * needs no third party and no widget, and it is the same code in the browser and in the tests'
 * Node (Web Crypto in both).
 */
import type { Challenge } from 'altcha-lib';
import type { BotCheckChallengeResponse } from '../../../generated/api/botCheckChallenge.response';

/**
 * What a challenge was issued for, signed inside it (`parameters.data.purpose`): the platform
 * takes one only for its own purpose, so a login's cannot open a trial account, nor the reverse.
 */
export type ChallengePurpose = 'login' | 'freePlay';

/** Longer than any honest solve (tenths of a second); a stuck one ends in a clear failure. */
export const BOT_CHECK_TIMEOUT_MS = 20_000;

/** Solves a challenge; the token to send, or null when it could not be solved in time. */
export async function solveBotCheck(
  challenge: BotCheckChallengeResponse,
  signal?: AbortSignal,
): Promise<string | null> {
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([
    import('altcha-lib'),
    import('altcha-lib/algorithms/web/sha'),
  ]);
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort(), { once: true });
  const solution = await solveChallenge({
    challenge: challenge as Challenge,
    deriveKey,
    controller,
    timeout: BOT_CHECK_TIMEOUT_MS,
  });
  if (!solution) return null;
  return toBase64(JSON.stringify({ challenge, solution }));
}

function toBase64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
