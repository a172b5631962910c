import { verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { describe, expect, it } from 'vitest';
import { solveBotCheck } from './botCheck';
import { signedChallenge } from './testing/signedChallenge';

const SECRET = 'test-secret';

describe('solveBotCheck', () => {
  it('answers a signed challenge with a token the signer verifies', async () => {
    const token = await solveBotCheck(await signedChallenge(SECRET));
    const sent = JSON.parse(atob(token!)) as Parameters<typeof verifySolution>[0];
    const result = await verifySolution({
      challenge: sent.challenge,
      solution: sent.solution,
      deriveKey,
      hmacSignatureSecret: SECRET,
    });
    expect(result.verified).toBe(true);
  });

  it('gives up (null) when asked to stop', async () => {
    // 64 bits of zeros: never found before the abort.
    const challenge = await signedChallenge(SECRET, { keyPrefix: '0000000000000000' });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    expect(await solveBotCheck(challenge, controller.signal)).toBeNull();
  });
});
