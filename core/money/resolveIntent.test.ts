import { describe, expect, it, vi } from 'vitest';
import type { ApiTypes } from '../../generated/api';
import { ApiError } from '../api/ApiError';
import { resolveIntent } from './resolveIntent';

type Status = ApiTypes['intentStatus']['response'];
const KEY = 'b'.repeat(32);
const status = (change: Partial<Status>): Status => ({
  key: KEY,
  operation: 'walletRecallAll',
  status: 'applied',
  ...change,
});

describe('resolveIntent', () => {
  it('reads back the answer of an applied call', async () => {
    const answer = { moved: [], total: 12.5, balance: 112.5 };
    const ask = vi.fn(async () => status({ answer }));
    expect(await resolveIntent('walletRecallAll', KEY, { ask })).toEqual({
      outcome: 'applied',
      answer,
    });
  });

  it("holds an answer read back to its call's schema (development and tests)", async () => {
    const ask = vi.fn(async () => status({ answer: { total: 'twelve' } }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await resolveIntent('walletRecallAll', KEY, { ask })).toEqual({ outcome: 'unknown' });
  });

  it('turns a refusal into the catalogue error it was', async () => {
    const ask = vi.fn(async () =>
      status({ status: 'refused', refusal: { code: 'INSUFFICIENT_BALANCE', message: 'no' } }),
    );
    const resolution = await resolveIntent('walletRecallAll', KEY, { ask });
    expect(resolution.outcome).toBe('refused');
    expect(resolution.outcome === 'refused' && resolution.error.code).toBe('INSUFFICIENT_BALANCE');
  });

  it('says not applied for a key the platform never received (and has now closed)', async () => {
    const ask = vi.fn(async () => status({ status: 'not-received' }));
    expect(await resolveIntent('walletRecallAll', KEY, { ask })).toEqual({
      outcome: 'not-applied',
    });
  });

  it('asks again while processing and through failures a later try can cure', async () => {
    const ask = vi
      .fn<() => Promise<Status>>()
      .mockRejectedValueOnce(new ApiError('NETWORK', '', 0, 'intentStatus'))
      .mockResolvedValueOnce(status({ status: 'processing' }))
      .mockResolvedValueOnce(status({ status: 'not-received' }));
    expect(await resolveIntent('walletRecallAll', KEY, { ask })).toEqual({
      outcome: 'not-applied',
    });
    expect(ask).toHaveBeenCalledTimes(3);
  });

  it('gives up as unknown at its deadline, or at once on a failure no retry cures', async () => {
    const down = vi.fn(async () => {
      throw new ApiError('SYSTEM_ERROR', '', 500, 'intentStatus');
    });
    expect(await resolveIntent('walletRecallAll', KEY, { ask: down, deadline: 600 })).toEqual({
      outcome: 'unknown',
    });
    expect(down.mock.calls.length).toBeGreaterThan(1);
    const signedOut = vi.fn(async () => {
      throw new ApiError('NOT_LOGGED_IN', '', 401, 'intentStatus');
    });
    expect(await resolveIntent('walletRecallAll', KEY, { ask: signedOut })).toEqual({
      outcome: 'unknown',
    });
    expect(signedOut).toHaveBeenCalledTimes(1);
  });
});
