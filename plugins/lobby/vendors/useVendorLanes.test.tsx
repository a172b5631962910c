// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../core/api/ApiError';
import { useVendorLanesOnceLoaded } from './useVendorLanes';

interface Answer {
  resolve: (body: unknown) => void;
  reject: (error: unknown) => void;
}
const answers = new Map<string, Answer>();
vi.mock('../../../core/api/request', () => ({
  request: (_: string, { language }: { language: string }) =>
    new Promise((resolve, reject) => answers.set(language, { resolve, reject })),
}));
/** The pending platform call for a language, once the query has made it. */
const answerFor = (lang: string) =>
  vi.waitFor(() => {
    const answer = answers.get(lang);
    if (!answer) throw new Error(`no call for ${lang} yet`);
    return answer;
  });
let language = 'EN';
vi.mock('../../../core/i18n/useLanguage', () => ({ useLanguage: () => language }));
vi.mock('../../../core/runtime/RuntimeContext', () => ({
  usePluginOptions: () => ({ esportsVendors: [], cockfightVendors: [], inhouseVendors: [] }),
}));

const lanesIn = (title: string) => ({
  lanes: [{ title, cards: [{ vendor: 'V', vendorName: 'Vendor' }] }],
});

function Titles() {
  const lanes = useVendorLanesOnceLoaded();
  return <p>{(lanes.data ?? []).map((lane) => lane.title).join(',') || 'no lanes'}</p>;
}

function renderTitles(retry: number | false = false) {
  const client = new QueryClient({ defaultOptions: { queries: { retry, retryDelay: 1 } } });
  const view = () => (
    <QueryClientProvider client={client}>
      <Suspense fallback={<p>waiting</p>}>
        <Titles />
      </Suspense>
    </QueryClientProvider>
  );
  const { rerender } = render(view());
  return { rerender: () => rerender(view()), client };
}

beforeEach(() => {
  sessionStorage.clear();
  answers.clear();
  language = 'EN';
});
afterEach(cleanup);

describe('useVendorLanesOnceLoaded', () => {
  it('waits in the Suspense until the first answer, then shows the lanes', async () => {
    renderTitles();
    expect(screen.getByText('waiting')).toBeTruthy();
    const answer = await answerFor('EN');
    await act(async () => answer.resolve(lanesIn('LIVE')));
    expect(await screen.findByText('LIVE')).toBeTruthy();
  });

  it('keeps the old lanes on a language change until the new ones arrive', async () => {
    const { rerender } = renderTitles();
    const answer = await answerFor('EN');
    await act(async () => answer.resolve(lanesIn('LIVE')));
    language = 'CN';
    rerender();
    expect(screen.getByText('LIVE')).toBeTruthy();
    expect(screen.queryByText('waiting')).toBeNull();
    const next = await answerFor('CN');
    await act(async () => next.resolve(lanesIn('SPORTS')));
    expect(await screen.findByText('SPORTS')).toBeTruthy();
  });

  it("retries a failed answer as the app's other reads do before it gives up", async () => {
    const { client } = renderTitles(2);
    const first = await answerFor('EN');
    answers.delete('EN');
    await act(async () => first.reject(new ApiError('SYSTEM_ERROR', '', 500, 'gameVendor')));
    const second = await answerFor('EN');
    await act(async () => second.resolve(lanesIn('LIVE')));
    expect(await screen.findByText('LIVE')).toBeTruthy();
    // The failed try stayed inside the query's retries: no page sharing the query (the game list
    // shows an error panel on one) ever saw it fail.
    expect(client.getQueryState(['lobby', 'vendors', 'EN'])?.errorUpdateCount).toBe(0);
  });

  it('ends the wait with no lanes when the answer fails', async () => {
    renderTitles();
    const answer = await answerFor('EN');
    await act(async () => answer.reject(new ApiError('SYSTEM_ERROR', '', 500, 'gameVendor')));
    expect(await screen.findByText('no lanes')).toBeTruthy();
  });
});
