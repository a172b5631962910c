// A proof-of-work challenge signed the way the platform signs one (emulator/handlers/botCheck.ts),
// with a secret the test picks: to play the platform in front-end tests, or a forger in the
// emulator's.
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { BotCheckChallengeResponse } from '../../../../generated/api/botCheckChallenge.response';
import type { ChallengePurpose } from '../botCheck';

export async function signedChallenge(
  secret: string,
  { keyPrefix = '00', purpose }: { keyPrefix?: string; purpose?: ChallengePurpose } = {},
): Promise<BotCheckChallengeResponse> {
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    keyPrefix,
    deriveKey,
    hmacSignatureSecret: secret,
    ...(purpose ? { data: { purpose } } : {}),
  });
  return challenge as unknown as BotCheckChallengeResponse;
}
