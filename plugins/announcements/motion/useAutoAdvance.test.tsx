// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAutoAdvance } from './useAutoAdvance';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(initial: { running: boolean; slide: number }) {
  const advance = vi.fn();
  const view = renderHook(({ running, slide }) => useAutoAdvance(advance, running, 5000, slide), {
    initialProps: initial,
  });
  return { advance, ...view };
}

describe('useAutoAdvance', () => {
  it('advances once the delay has passed since the slide was shown', () => {
    const { advance, rerender } = setup({ running: true, slide: 0 });
    vi.advanceTimersByTime(4999);
    expect(advance).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(advance).toHaveBeenCalledTimes(1);
    rerender({ running: true, slide: 1 });
    vi.advanceTimersByTime(5000);
    expect(advance).toHaveBeenCalledTimes(2);
  });

  it('restarts the full delay after a manual step', () => {
    const { advance, rerender } = setup({ running: true, slide: 0 });
    vi.advanceTimersByTime(4000);
    rerender({ running: true, slide: 3 });
    vi.advanceTimersByTime(4000);
    expect(advance).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(advance).toHaveBeenCalledTimes(1);
  });

  it('does nothing while stopped and nothing after unmounting', () => {
    const { advance, rerender, unmount } = setup({ running: false, slide: 0 });
    vi.advanceTimersByTime(20_000);
    expect(advance).not.toHaveBeenCalled();
    rerender({ running: true, slide: 0 });
    vi.advanceTimersByTime(3000);
    rerender({ running: false, slide: 0 });
    vi.advanceTimersByTime(20_000);
    expect(advance).not.toHaveBeenCalled();
    rerender({ running: true, slide: 0 });
    unmount();
    vi.advanceTimersByTime(20_000);
    expect(advance).not.toHaveBeenCalled();
  });
});
