// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../../core/api/request';
import { RuntimeProvider, type Runtime } from '../../../core/runtime/RuntimeContext';
import { session } from '../../../core/session/session';
import { parseListQuery } from '../catalogue/listQuery';
import { GameFilters } from './GameFilters';

vi.mock('../../../core/api/request', () => ({ request: vi.fn() }));
vi.mock('react-i18next', () => ({
  useTranslation: () => ({
    t: (key: string, values?: Record<string, unknown>) =>
      values ? `${key} ${JSON.stringify(values)}` : key,
  }),
}));
const requestMock = vi.mocked(request);

beforeEach(() => {
  requestMock.mockReset();
  session.isLogin = true;
});
afterEach(() => {
  cleanup();
  session.isLogin = false;
});

function renderFilters(search: string, modules = ['GAMELO3']) {
  const runtime = { flags: new Set(modules) } as unknown as Runtime;
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <RuntimeProvider value={runtime}>
        <GameFilters
          query={parseListQuery(search)}
          vendors={[]}
          showClassifies
          onChange={() => undefined}
        />
      </RuntimeProvider>
    </QueryClientProvider>,
  );
}

const chips = () =>
  Array.from(
    screen.getByRole('group', { name: 'classify.label' }).querySelectorAll('button'),
    (button) => button.textContent,
  );

describe('GameFilters classify chips', () => {
  it('lists only the classifies the selected vendor has, with their counts', async () => {
    requestMock.mockResolvedValue([
      { gameClassify: 'SLOT', name: 'Slots', gameCount: 12 },
      { gameClassify: 'FISHY', name: 'Fishy', gameCount: 2 },
    ] as never);
    renderFilters('?vassalage=PG');
    await waitFor(() =>
      expect(chips()).toEqual([
        'classify.ALL',
        'classify.with_count {"label":"classify.SLOT","count":12}',
        'classify.with_count {"label":"classify.other {\\"code\\":\\"FISHY\\"}","count":2}',
      ]),
    );
    expect(requestMock).toHaveBeenCalledWith(
      'vassGameType',
      { vassalage: 'PG' },
      expect.anything(),
    );
  });

  it('keeps the static list without a vendor, without the module, and on error', async () => {
    renderFilters('');
    expect(chips()).toHaveLength(8);
    cleanup();
    renderFilters('?vassalage=PG', []);
    expect(chips()).toHaveLength(8);
    expect(requestMock).not.toHaveBeenCalled();
    cleanup();
    requestMock.mockRejectedValue(new Error('boom'));
    renderFilters('?vassalage=PG');
    await waitFor(() => expect(requestMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(chips()).toHaveLength(8);
  });
});
