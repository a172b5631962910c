import { randomBytes } from 'node:crypto';
import { verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signedChallenge } from '../../core/api/wire/testing/signedChallenge';
import { openValue } from '../../core/api/wire/valueCipher';
import { loginFreePlay } from './api';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../core/api/request', () => ({ request }));

// The platform's secret: the test plays the platform, the browser code never sees it.
const SECRET = 'platform-only';
const valueKey = randomBytes(32).toString('base64');
const sealed = { type: 'rsa-oaep-aes-gcm', publicKey: 'unused here', valueKey } as const;

/** What the platform checks on the value it got: its own challenge, solved. */
async function platformVerifies(token: string) {
  const sent = JSON.parse(atob(token)) as Parameters<typeof verifySolution>[0];
  const result = await verifySolution({
    challenge: sent.challenge,
    solution: sent.solution,
    deriveKey,
    hmacSignatureSecret: SECRET,
  });
  return { verified: result.verified, purpose: sent.challenge.parameters.data?.purpose };
}

beforeEach(() => {
  vi.stubGlobal('navigator', { platform: 'Linux x86_64' });
  request.mockReset();
  request.mockImplementation(async (name: string) => {
    if (name === 'freePlayChallenge') return signedChallenge(SECRET, { purpose: 'freePlay' });
    return { token: 't', userName: 'trial1', nickname: 'Trial', type: 4, customerId: 1 };
  });
});

describe('loginFreePlay', () => {
  it("asks the platform for a free-play challenge and sends it solved, under the brand's seal", async () => {
    await loginFreePlay(sealed);
    expect(request.mock.calls.map(([name]) => name)).toEqual([
      'freePlayChallenge',
      'freePlayLogin',
    ]);
    const [, input] = request.mock.calls[1] as [string, Record<string, unknown>];
    expect(input).toMatchObject({ os: 'Linux x86_64', platform: 'W', gatewayVersion: 3 });
    const token = await openValue(valueKey, input.value as string);
    expect(await platformVerifies(token)).toEqual({ verified: true, purpose: 'freePlay' });
  });

  it('sends the solved challenge in clear where the cipher is none', async () => {
    await loginFreePlay({ type: 'none' });
    const [, input] = request.mock.calls[1] as [string, { value: string }];
    expect(await platformVerifies(input.value)).toEqual({ verified: true, purpose: 'freePlay' });
  });

  it('solves a new challenge for every attempt', async () => {
    await loginFreePlay(sealed);
    await loginFreePlay(sealed);
    expect(request.mock.calls.filter(([name]) => name === 'freePlayChallenge')).toHaveLength(2);
  });
});
