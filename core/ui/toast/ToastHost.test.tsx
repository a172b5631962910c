// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import EN from '../../i18n/locales/EN.json';
import { initCoreTexts } from '../../i18n/testing/initCoreTexts';
import { clearSession } from '../../session/session';
import { ToastHost } from './ToastHost';
import { clearToasts, MAX_TOASTS, showToast, TOAST_MS, toasts } from './toasts';

beforeAll(async () => {
  await initCoreTexts();
  // The list is a lazy part: loaded here once, so each test's first toast renders at once.
  await import('./ToastList');
});
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  clearToasts();
  vi.useRealTimers();
});

/** valtio tells React in a microtask: flush it inside act. */
const show = (...args: Parameters<typeof showToast>) => act(async () => void showToast(...args));

const region = () => screen.getByRole('status', { name: EN.toast.region });
const titles = () =>
  within(region())
    .queryAllByRole('listitem')
    .map((item) => item.firstChild?.textContent);

describe('toasts', () => {
  it('shows toasts in a polite live region that is there before the first one', async () => {
    render(<ToastHost />);
    expect(region().getAttribute('aria-live')).toBe('polite');
    expect(region().getAttribute('aria-atomic')).toBe('false');
    expect(titles()).toEqual([]);
    await show({ title: 'Deposit arrived', body: '100.00 at 12:00', tone: 'success' });
    expect(titles()).toEqual(['Deposit arrived']);
    expect(within(region()).getByText('100.00 at 12:00')).toBeTruthy();
  });

  it(`goes by itself after ${TOAST_MS / 1000} s, or at once with its close button`, async () => {
    render(<ToastHost />);
    await show({ title: 'First' });
    await act(async () => void vi.advanceTimersByTime(TOAST_MS / 2));
    await show({ title: 'Second' });
    await act(async () => void vi.advanceTimersByTime(TOAST_MS / 2));
    expect(titles()).toEqual(['Second']);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: EN.toast.close })));
    expect(titles()).toEqual([]);
  });

  it('waits while the person points at the toasts', async () => {
    render(<ToastHost />);
    await show({ title: 'Copied' });
    const list = within(region()).getByRole('list');
    fireEvent.pointerEnter(list);
    await act(async () => void vi.advanceTimersByTime(TOAST_MS * 2));
    expect(titles()).toEqual(['Copied']);
    fireEvent.pointerLeave(list);
    await act(async () => void vi.advanceTimersByTime(TOAST_MS));
    expect(titles()).toEqual([]);
  });

  it('keeps the other toasts going after a focused close button went with its toast', async () => {
    render(<ToastHost />);
    await show({ title: 'One' });
    await show({ title: 'Two' });
    const close = screen.getAllByRole('button', { name: EN.toast.close })[0]!;
    close.focus();
    await act(async () => fireEvent.click(close));
    await act(async () => void vi.advanceTimersByTime(TOAST_MS));
    expect(titles()).toEqual([]);
  });

  it(`shows at most ${MAX_TOASTS} at once, the newest`, async () => {
    render(<ToastHost />);
    for (const title of ['a', 'b', 'c', 'd']) await show({ title });
    expect(titles()).toEqual(['b', 'c', 'd']);
  });

  it('works without a host, and logout takes every toast away', () => {
    showToast({ title: 'Withdrawal approved' });
    expect(toasts.list).toHaveLength(1);
    clearSession();
    expect(toasts.list).toHaveLength(0);
  });
});
