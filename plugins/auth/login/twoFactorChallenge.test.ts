import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../core/api/ApiError';
import { challengeOf } from './twoFactorChallenge';

const failure = (code: 'VERIFICATION_REQUIRED' | 'WRONG_CREDENTIALS', value: object) =>
  new ApiError(code, '', 403, 'login', value);

describe('challengeOf', () => {
  it('reads the ticket and the known proofs of a VERIFICATION_REQUIRED failure', () => {
    expect(
      challengeOf(
        failure('VERIFICATION_REQUIRED', {
          ticket: 'abc',
          methods: ['sms', 'telepathy', 'authenticator'],
          mobileHint: '****1234',
        }),
      ),
    ).toEqual({ ticket: 'abc', methods: ['sms', 'authenticator'], mobileHint: '****1234' });
  });
  it('treats anything malformed, or another error, as no challenge', () => {
    expect(
      challengeOf(failure('WRONG_CREDENTIALS', { ticket: 'abc', methods: ['sms'] })),
    ).toBeNull();
    expect(challengeOf(failure('VERIFICATION_REQUIRED', { methods: ['sms'] }))).toBeNull();
    expect(
      challengeOf(failure('VERIFICATION_REQUIRED', { ticket: 'abc', methods: [] })),
    ).toBeNull();
    expect(challengeOf(failure('VERIFICATION_REQUIRED', { ticket: 'abc' }))).toBeNull();
  });
});
