// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../api/request';
import { RuntimeProvider, type Runtime } from '../runtime/RuntimeContext';
import { MemberAvatar } from './MemberAvatar';

vi.mock('../api/request', () => ({ request: vi.fn() }));
const requestMock = vi.mocked(request);

beforeEach(() => {
  requestMock.mockReset();
  requestMock.mockResolvedValue({ iconUrl: '/img/avatar-7.svg', icons: [] } as never);
});
afterEach(cleanup);

function renderAvatar({ modules = ['PROFPIC3'], trial = false } = {}) {
  const runtime = {
    site: { platform: { imageCdns: ['https://img.example'] } },
    permission: { imageCDNs: [] },
    flags: new Set(modules),
  } as unknown as Runtime;
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <RuntimeProvider value={runtime}>
        <button type="button">
          <MemberAvatar trial={trial} />
          demo
        </button>
      </RuntimeProvider>
    </QueryClientProvider>,
  );
}

describe('MemberAvatar', () => {
  it('holds a round box at once and puts the member’s picture in it, hidden from the name', async () => {
    const { container } = renderAvatar();
    const box = container.querySelector('.wl-account-menu__avatar')!;
    expect(box.getAttribute('aria-hidden')).toBe('true');
    await waitFor(() => expect(box.querySelector('img')).not.toBeNull());
    expect(box.querySelector('img')!.getAttribute('src')).toBe(
      'https://img.example/img/avatar-7.svg',
    );
    expect(requestMock).toHaveBeenCalledWith('memberIcon', {}, expect.anything());
    // the button's name stays the account's
    expect(container.querySelector('button')!.textContent).toBe('demo');
  });

  it('asks nothing and shows nothing without PROFPIC3, or for a trial account', async () => {
    const without = renderAvatar({ modules: [] });
    expect(without.container.querySelector('.wl-account-menu__avatar')).toBeNull();
    cleanup();
    const trial = renderAvatar({ trial: true });
    expect(trial.container.querySelector('.wl-account-menu__avatar')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requestMock).not.toHaveBeenCalled();
  });

  it('keeps the empty box when the call fails', async () => {
    requestMock.mockRejectedValue(new Error('down'));
    const { container } = renderAvatar();
    await waitFor(() => expect(requestMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    const box = container.querySelector('.wl-account-menu__avatar')!;
    expect(box.childElementCount).toBe(0);
  });
});
