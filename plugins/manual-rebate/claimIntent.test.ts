import { describe, expect, it } from 'vitest';
import { ApiError } from '../../core/api/ApiError';
import { isRefusal } from './claimIntent';

const failure = (code: ConstructorParameters<typeof ApiError>[0], status: number) =>
  new ApiError(code, '', status, 'rebateClaim');

describe('isRefusal', () => {
  it('treats a platform refusal as final: nothing was paid', () => {
    expect(isRefusal(failure('NOTHING_TO_CLAIM', 400))).toBe(true);
    expect(isRefusal(failure('NEED_TRUE_ACCOUNT', 403))).toBe(true);
  });

  it('keeps the key when the claim may have been paid or is still running', () => {
    expect(isRefusal(failure('SYSTEM_ERROR', 500))).toBe(false);
    expect(isRefusal(failure('NETWORK', 0))).toBe(false);
    expect(isRefusal(failure('DUPLICATE_REQUEST', 409))).toBe(false);
    expect(isRefusal(new Error('lost'))).toBe(false);
  });
});
