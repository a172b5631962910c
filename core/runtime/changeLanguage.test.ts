import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({
  requests: [] as [string, unknown][],
  switched: [] as string[],
  /** What the next switch throws, if anything. */
  failure: null as unknown,
}));

vi.mock('../api/request', () => ({
  request: vi.fn(async (name: string, params: unknown) => {
    calls.requests.push([name, params]);
    return {};
  }),
}));
vi.mock('../i18n/i18n', () => ({
  switchLanguage: vi.fn(async (lang: string) => {
    if (calls.failure) throw calls.failure;
    calls.switched.push(lang);
  }),
}));

const { changeLanguage } = await import('./changeLanguage');
const { queryClient } = await import('./queryClient');
const { session } = await import('../session/session');
const { alerts } = await import('./alerts');
const { ChunkLoadError } = await import('../ui/chunkFailure');

describe('changeLanguage (§4 Language change)', () => {
  beforeEach(() => {
    calls.requests.length = 0;
    calls.switched.length = 0;
    calls.failure = null;
    alerts.queue.length = 0;
    queryClient.clear();
  });

  it('switches the interface and refetches only language-dependent queries', async () => {
    session.isLogin = false;
    const byLanguage = vi.fn(async () => 'vendors');
    const other = vi.fn(async () => 'balance');
    await queryClient.fetchQuery({
      queryKey: ['vendors'],
      queryFn: byLanguage,
      meta: { lang: true },
    });
    await queryClient.fetchQuery({ queryKey: ['balance'], queryFn: other });

    await changeLanguage('KM');

    expect(calls.switched).toEqual(['KM']);
    expect(calls.requests).toEqual([]);
    expect(queryClient.getQueryState(['vendors'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['balance'])?.isInvalidated).toBe(false);
  });

  it('tells the platform when a member is logged in', async () => {
    session.isLogin = true;
    await changeLanguage('CN');
    expect(calls.requests).toEqual([['updateMemberLanguage', { language: 'CN' }]]);
    session.isLogin = false;
  });

  it("says so when the new language's texts fail to load, and changes nothing else", async () => {
    session.isLogin = true;
    const url = 'http://angkor.localhost:4511/assets/locale-KM-D1Udq7-J.js';
    calls.failure = new ChunkLoadError({ type: 'script', url }, 'no answer after 120 s');
    await queryClient.fetchQuery({
      queryKey: ['vendors'],
      queryFn: async () => 1,
      meta: { lang: true },
    });

    await changeLanguage('KM');

    expect(alerts.queue).toEqual([
      expect.objectContaining({
        messageKey: 'errors.chunk_load',
        params: expect.objectContaining({ url }) as unknown,
      }),
    ]);
    expect(calls.requests).toEqual([]);
    expect(queryClient.getQueryState(['vendors'])?.isInvalidated).toBe(false);
    session.isLogin = false;
  });

  it('lets other failures through', async () => {
    calls.failure = new TypeError('x is not a function');
    await expect(changeLanguage('KM')).rejects.toThrow('x is not a function');
    expect(alerts.queue).toEqual([]);
  });
});
