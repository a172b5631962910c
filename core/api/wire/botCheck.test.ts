import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { describe, expect, it } from 'vitest';
import { solveBotCheck } from './botCheck';

const SECRET = 'test-secret';

describe('solveBotCheck', () => {
  it('answers a signed challenge with a token the signer verifies', async () => {
    const challenge = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      keyPrefix: '00',
      deriveKey,
      hmacSignatureSecret: SECRET,
    });
    const token = await solveBotCheck(challenge as never);
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
    const challenge = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      // 64 bits of zeros: never found before the abort.
      keyPrefix: '0000000000000000',
      deriveKey,
      hmacSignatureSecret: SECRET,
    });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    expect(await solveBotCheck(challenge as never, controller.signal)).toBeNull();
  });
});
