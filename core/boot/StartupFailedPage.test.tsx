// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/ApiError';
import { initCoreTexts } from '../i18n/testing/initCoreTexts';
import { StartupError } from '../plugin/startupError';
import { RetryCountdown } from './RetryCountdown';
import { StartupFailedPage, startupErrorCode } from './StartupFailedPage';

beforeAll(initCoreTexts);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const networkDown = new ApiError('NETWORK', '', 0, 'status');
const countdown = () => screen.getByRole('status').textContent;
const retryButton = () => screen.getByRole('button', { name: 'Retry' }) as HTMLButtonElement;

describe('StartupFailedPage', () => {
  it('names the error code support asks for', () => {
    expect(startupErrorCode(networkDown)).toBe('NETWORK');
    expect(startupErrorCode(new StartupError('PROVIDER_MISSING', 'x'))).toBe('PROVIDER_MISSING');
    expect(startupErrorCode(new Error('x'))).toBe('UNEXPECTED');
    render(<StartupFailedPage error={new ApiError('SYSTEM_ERROR', '', 500, 'status')} />);
    expect(screen.getByText('Error code: SYSTEM_ERROR')).toBeTruthy();
  });

  it('counts down politely and retries by itself when the time is up', async () => {
    const onRetry = vi.fn();
    render(
      <StartupFailedPage
        error={networkDown}
        action={<RetryCountdown retry={{ inMs: 4_000, onRetry }} />}
      />,
    );
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
    expect(countdown()).toBe('Trying again in 4 seconds…');
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(countdown()).toBe('Trying again in 1 second…');
    expect(onRetry).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(countdown()).toBe('Trying again…');
    expect(retryButton().disabled).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('retries at once on the button, and the clock then stops', async () => {
    const onRetry = vi.fn();
    render(
      <StartupFailedPage
        error={networkDown}
        action={<RetryCountdown retry={{ inMs: 8_000, onRetry }} />}
      />,
    );
    fireEvent.click(retryButton());
    expect(onRetry).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offers only the button when a retry cannot cure the failure', async () => {
    render(<StartupFailedPage error={new StartupError('PROVIDER_MISSING', 'no login modal')} />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('Error code: PROVIDER_MISSING')).toBeTruthy();
    expect(retryButton().disabled).toBe(false);
  });
});
