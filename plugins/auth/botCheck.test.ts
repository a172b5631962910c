import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../core/api/ApiError';
import { botCheckFields } from './botCheck';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../core/api/request', () => ({ request }));
const solveBotCheck = vi.hoisted(() => vi.fn());
vi.mock('../../core/api/wire/botCheck', () => ({ solveBotCheck }));

afterEach(() => {
  request.mockReset();
  solveBotCheck.mockReset();
});

const CHALLENGE = { parameters: { algorithm: 'SHA-256', keyPrefix: '00' }, signature: 's' };

describe('botCheckFields', () => {
  it('adds nothing and asks nothing where the platform has the check off', async () => {
    expect(await botCheckFields(new Set(['COMM3']))).toEqual({});
    expect(request).not.toHaveBeenCalled();
  });

  it('sends a freshly solved challenge where it is on', async () => {
    request.mockResolvedValue(CHALLENGE);
    solveBotCheck.mockResolvedValue('dG9rZW4=');
    expect(await botCheckFields(new Set(['BOTCHECK3']))).toEqual({ botToken: 'dG9rZW4=' });
    expect(request).toHaveBeenCalledWith('botCheckChallenge', {});
    expect(solveBotCheck).toHaveBeenCalledWith(CHALLENGE);
  });

  it('fails with the captcha-check message when the challenge cannot be solved in time', async () => {
    request.mockResolvedValue(CHALLENGE);
    solveBotCheck.mockResolvedValue(null);
    const failure = await botCheckFields(new Set(['BOTCHECK3'])).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).code).toBe('CAPTCHA_FAILED');
  });
});
