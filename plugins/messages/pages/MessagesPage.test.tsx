// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RuntimeProvider, type Runtime } from '../../../core/runtime/RuntimeContext';
import { clearToasts, toasts } from '../../../core/ui/toast/toasts';
import CORE_EN from '../../../core/i18n/locales/EN.json';
import EN from '../locales/EN.json';
import MessagesPage from './MessagesPage';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../../core/api/request', () => ({ request }));

interface Row {
  id: string;
  kind: string;
  title: string;
  content: string;
  amount?: number;
  read: boolean;
  createdAt: string;
  deleted?: boolean;
}
let rows: Row[] = [];

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    ns: ['messages', 'core'],
    resources: { EN: { messages: EN, core: CORE_EN } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  // jsdom has no <dialog> behaviour; the Modal only needs these two.
  HTMLDialogElement.prototype.showModal = function showModal() {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close() {
    this.open = false;
  };
});

const live = () => rows.filter((r) => !r.deleted);
beforeEach(() => {
  rows = Array.from({ length: 12 }, (_, i) => ({
    id: String(100 - i),
    kind: i % 2 ? 'depositArrived' : 'newMail',
    title: i % 2 ? '' : `Mail ${i}`,
    content:
      i === 0 ? '<p>Hello <strong>there</strong><img src=x onerror="alert(1)"></p>' : 'Plain',
    ...(i % 2 ? { amount: 1000 + i } : {}),
    read: i >= 2,
    createdAt: new Date(Date.UTC(2026, 10, 23 - i, 9)).toISOString(),
  }));
  request.mockImplementation((name: string, p: Record<string, unknown>) => {
    const find = () => live().find((r) => r.id === p.id)!;
    const unreadCount = () => live().filter((r) => !r.read).length;
    switch (name) {
      case 'unreadCount':
        return Promise.resolve({ count: unreadCount() });
      case 'inbox': {
        const size = Number(p.pageSize);
        const start = (Number(p.pageNo) - 1) * size;
        const list = live()
          .slice(start, start + size)
          .map(({ deleted: _, ...r }) => ({ ...r }));
        const total = live().length;
        return Promise.resolve({
          pageNo: p.pageNo,
          pageSize: size,
          total,
          totalPages: Math.max(1, Math.ceil(total / size)),
          list,
        });
      }
      case 'readMessage':
        find().read = true;
        return Promise.resolve({ id: p.id, read: true, unread: unreadCount() });
      case 'readAllMessages':
        for (const r of rows) r.read = true;
        return Promise.resolve({ marked: 2, unread: 0 });
      case 'deleteMessage':
        find().deleted = true;
        return Promise.resolve({ id: p.id, deleted: true, unread: unreadCount() });
    }
    return Promise.reject(new Error(`unexpected ${name}`));
  });
});

afterEach(() => {
  cleanup();
  request.mockReset();
  clearToasts();
});

function renderPage() {
  const runtime = {
    site: { plugins: { messages: { pollSeconds: 15, pageSize: 10 } } },
  } as unknown as Runtime;
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RuntimeProvider value={runtime}>
        <MessagesPage />
      </RuntimeProvider>
    </QueryClientProvider>,
  );
}

const list = () => screen.findByRole('list', { name: 'Your messages' });
const items = async () => within(await list()).getAllByRole('listitem');

describe('MessagesPage', () => {
  it('lists messages newest first, unread ones marked, notices in our words', async () => {
    renderPage();
    const shown = await items();
    expect(shown).toHaveLength(10);
    expect(within(shown[0]!).getByRole('button', { name: /^Unread: Mail 0/ })).toBeTruthy();
    expect(
      within(shown[1]!).getByRole('button', { name: /^Unread: Deposit arrived/ }),
    ).toBeTruthy();
    expect(within(shown[2]!).getByRole('button', { name: /^Mail 2/ })).toBeTruthy();
    expect(shown[0]!.className).toContain('wl-message--unread');
    expect(within(shown[0]!).getByText(/2026/).tagName).toBe('TIME');
  });

  it('opens a message, sanitises its HTML and marks it read', async () => {
    renderPage();
    fireEvent.click(within((await items())[0]!).getByRole('button', { name: /^Unread: Mail 0/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Mail 0' });
    expect(dialog.querySelector('strong')?.textContent).toBe('there');
    expect(dialog.innerHTML).not.toContain('onerror');
    await waitFor(() => expect(request).toHaveBeenCalledWith('readMessage', { id: '100' }));
    await waitFor(async () => expect((await items())[0]!.className).not.toContain('--unread'));
  });

  it('shows a notice with its amount and time', async () => {
    renderPage();
    fireEvent.click(
      within((await items())[1]!).getByRole('button', { name: /^Unread: Deposit arrived/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Deposit arrived' });
    expect(dialog.textContent).toMatch(/Your deposit of 1,001\.00 arrived at /);
  });

  it('marks all read, then has nothing left to mark', async () => {
    renderPage();
    const button = await screen.findByRole('button', { name: 'Mark all as read' });
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    fireEvent.click(button);
    await waitFor(() => expect(button).toHaveProperty('disabled', true));
    expect(toasts.list.map((t) => t.title)).toEqual(['All messages are marked as read.']);
    expect(screen.queryByRole('button', { name: /^Unread/ })).toBeNull();
  });

  it('deletes only after the confirmation, and Cancel keeps the message', async () => {
    renderPage();
    fireEvent.click(within((await items())[2]!).getByRole('button', { name: 'Delete “Mail 2”' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this message?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(request).not.toHaveBeenCalledWith('deleteMessage', expect.anything());
    fireEvent.click(within((await items())[2]!).getByRole('button', { name: 'Delete “Mail 2”' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this message?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Mail 2/ })).toBeNull());
    expect(request).toHaveBeenCalledWith('deleteMessage', { id: '98' });
  });

  it('pages through, and says so when the inbox is empty', async () => {
    renderPage();
    await list();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(async () => expect(await items()).toHaveLength(2));
    cleanup();
    rows = [];
    renderPage();
    expect(await screen.findByText('You have no messages.')).toBeTruthy();
  });
});
