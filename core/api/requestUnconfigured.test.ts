import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from './request';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('request before configureApi', () => {
  it('throws a plain error and never calls fetch', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await expect(request('countryCodes', {})).rejects.toThrow(
      'request() called before configureApi()',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
