import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/ApiError';
import { failureOutcome } from './failureOutcome';

const error = (code: ConstructorParameters<typeof ApiError>[0], status: number) =>
  new ApiError(code, '', status, 'withdrawCreate');

describe('failureOutcome', () => {
  it('is a refusal when the platform (or the client, before sending) said no', () => {
    expect(failureOutcome(error('FUNDS_PASSWORD_WRONG', 400))).toBe('refused');
    expect(failureOutcome(error('INSUFFICIENT_BALANCE', 400))).toBe('refused');
    expect(failureOutcome(error('OPERATION_NOT_ALLOWED', 0))).toBe('refused');
    expect(failureOutcome(error('NOT_LOGGED_IN', 401))).toBe('refused');
  });

  it('is unknown when the call may have run: lost, timed out, broken down, or still running', () => {
    for (const [code, status] of [
      ['TIMEOUT', 0],
      ['NETWORK', 0],
      ['SYSTEM_ERROR', 500],
      ['BAD_RESPONSE', 502],
      ['MAINTENANCE', 503],
      ['DUPLICATE_REQUEST', 409],
    ] as const)
      expect(failureOutcome(error(code, status))).toBe('unknown');
    expect(failureOutcome(new Error('boom'))).toBe('unknown');
    expect(failureOutcome(new DOMException('aborted', 'AbortError'))).toBe('unknown');
  });
});
