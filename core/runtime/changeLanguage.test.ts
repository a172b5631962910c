import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ requests: [] as [string, unknown][], switched: [] as string[] }));

vi.mock('../api/request', () => ({
  request: vi.fn(async (name: string, params: unknown) => {
    calls.requests.push([name, params]);
    return {};
  }),
}));
vi.mock('../i18n/i18n', () => ({
  switchLanguage: vi.fn(async (lang: string) => {
    calls.switched.push(lang);
  }),
}));

const { changeLanguage } = await import('./changeLanguage');
const { queryClient } = await import('./queryClient');
const { session } = await import('../session/session');

describe('changeLanguage (§4 Language change)', () => {
  beforeEach(() => {
    calls.requests.length = 0;
    calls.switched.length = 0;
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
});
