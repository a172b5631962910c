// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../core/api/ApiError';
import { shouldRetryRead } from '../../../core/runtime/queryClient';
import { useCatalogue } from './useCatalogue';

interface PageParams {
  pageNo: number;
}

const request = vi.fn<(name: string, params: PageParams) => Promise<unknown>>();
vi.mock('../../../core/api/request', () => ({
  request: (name: string, params: PageParams) => request(name, params),
}));
vi.mock('../../../core/i18n/useLanguage', () => ({ useLanguage: () => 'EN' }));

const PAGES = 4;
const page = (pageNo: number) => ({
  total: PAGES * 2,
  totalPages: PAGES,
  games: [0, 1].map((i) => ({ gameId: `${pageNo}-${i}`, displayName: `g${pageNo}-${i}` })),
});
const systemError = () => new ApiError('SYSTEM_ERROR', '', 500, 'gameList');

function renderCatalogue() {
  // The app's retry rule, without the waits: the test is about which pages retry, not when.
  const client = new QueryClient({
    defaultOptions: { queries: { retry: shouldRetryRead, retryDelay: 1 } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useCatalogue('RNG'), { wrapper });
}

const shownIds = (result: { current: ReturnType<typeof useCatalogue> }) =>
  result.current.index?.games.map((game) => game.gameId) ?? [];

// Braces: a hook that returns a function has it called as its cleanup.
beforeEach(() => {
  request.mockReset();
});

describe('useCatalogue', () => {
  it('retries a failing page alone and ends with every game', async () => {
    let page3Failures = 2;
    request.mockImplementation(async (_, { pageNo }) => {
      if (pageNo === 3 && page3Failures-- > 0) throw systemError();
      return page(pageNo);
    });
    const { result } = renderCatalogue();
    await waitFor(() => expect(result.current.complete).toBe(true));
    expect(shownIds(result)).toHaveLength(PAGES * 2);
    expect(result.current.isError).toBe(false);
    const calls = request.mock.calls.map(([, params]) => params.pageNo);
    expect(calls.filter((n) => n === 3)).toHaveLength(3);
    expect(calls.filter((n) => n === 2)).toHaveLength(1);
  });

  it('shows the games that arrived when a page fails every try, and retries it on demand', async () => {
    let page4Down = true;
    request.mockImplementation(async (_, { pageNo }) => {
      if (pageNo === 4 && page4Down) throw systemError();
      return page(pageNo);
    });
    const { result } = renderCatalogue();
    await waitFor(() => expect(result.current.incomplete).toBe(true));
    expect(result.current.complete).toBe(false);
    expect(result.current.isError).toBe(false);
    expect(shownIds(result)).toEqual(['1-0', '1-1', '2-0', '2-1', '3-0', '3-1']);
    page4Down = false;
    act(() => result.current.retryMissing());
    await waitFor(() => expect(result.current.complete).toBe(true));
    expect(shownIds(result)).toHaveLength(PAGES * 2);
  });

  it('fails the view only when the first page fails, since the size is then unknown', async () => {
    request.mockRejectedValue(systemError());
    const { result } = renderCatalogue();
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.index).toBeNull();
    expect(request.mock.calls.every(([, params]) => params.pageNo === 1)).toBe(true);
  });
});
