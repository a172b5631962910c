// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEAR_MARGIN, NearViewport } from './NearViewport';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('NearViewport', () => {
  it('holds the reserved box empty until it comes near the viewport, then shows its content for good', () => {
    const observers: {
      callback: IntersectionObserverCallback;
      options?: IntersectionObserverInit;
    }[] = [];
    const disconnect = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          observers.push({ callback, options });
        }
        observe() {}
        disconnect = disconnect;
      },
    );
    const { container } = render(
      <NearViewport className="wl-slot" minHeight={440}>
        <p>winners</p>
      </NearViewport>,
    );
    const box = container.firstElementChild as HTMLElement;
    expect(box.style.minHeight).toBe('440px');
    expect(screen.queryByText('winners')).toBeNull();
    expect(observers[0]!.options?.rootMargin).toBe(NEAR_MARGIN);
    const far = [{ isIntersecting: false }] as IntersectionObserverEntry[];
    act(() => observers[0]!.callback(far, {} as IntersectionObserver));
    expect(screen.queryByText('winners')).toBeNull();
    const near = [{ isIntersecting: true }] as IntersectionObserverEntry[];
    act(() => observers[0]!.callback(near, {} as IntersectionObserver));
    expect(screen.getByText('winners')).toBeTruthy();
    expect(disconnect).toHaveBeenCalled();
  });

  it('shows the content at once where IntersectionObserver does not exist', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <NearViewport className="wl-slot">
        <p>winners</p>
      </NearViewport>,
    );
    expect(screen.getByText('winners')).toBeTruthy();
  });
});
