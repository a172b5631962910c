// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initCoreTexts } from '../i18n/testing/initCoreTexts';
import { LoadingOverlay } from './LoadingOverlay';
import { LOADING_TIMEOUT_MS, hideLoading, showLoading, ui } from './ui';

beforeAll(initCoreTexts);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  hideLoading();
  vi.useRealTimers();
});

const covered = () => screen.queryByRole('status') !== null;

describe('LoadingOverlay', () => {
  it('closes on the timeout it was given', async () => {
    render(<LoadingOverlay />);
    await act(async () => showLoading(5_000));
    expect(covered()).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(4_999));
    expect(covered()).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(covered()).toBe(false);
    expect(ui.loading).toBe(false);
  });

  it('closes on the default timeout when an action sets it up without one', async () => {
    render(<LoadingOverlay />);
    act(() => {
      ui.loading = true;
    });
    await act(() => vi.advanceTimersByTimeAsync(LOADING_TIMEOUT_MS - 1));
    expect(covered()).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(covered()).toBe(false);
  });

  it('starts the clock again for each action, and does not close a later one early', async () => {
    render(<LoadingOverlay />);
    await act(async () => showLoading(5_000));
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    await act(async () => hideLoading());
    await act(async () => showLoading(5_000));
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(covered()).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(covered()).toBe(false);
  });
});
