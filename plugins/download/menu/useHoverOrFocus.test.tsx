// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { useLayoutEffect, useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useHoverOrFocus } from './useHoverOrFocus';

afterEach(cleanup);

/**
 * The popover's chunk mounts while the visitor acts: a focus or hover can come after its first
 * render read the page but before its listeners start. A layout effect runs in that very gap.
 */
function Harness({ focusInGap, hoverInGap }: { focusInGap?: boolean; hoverInGap?: boolean }) {
  const area = useRef<HTMLDivElement>(null);
  const anchor = useRef<HTMLAnchorElement>(null);
  const inside = useRef(false);
  const { open } = useHoverOrFocus(area, anchor, inside);
  useLayoutEffect(() => {
    if (focusInGap) anchor.current?.focus();
    if (hoverInGap) inside.current = true;
  }, [focusInGap, hoverInGap]);
  return (
    <div ref={area}>
      <a ref={anchor} href="/download">
        App download
      </a>
      <output>{open ? 'open' : 'closed'}</output>
    </div>
  );
}

describe('useHoverOrFocus', () => {
  it('starts closed when nothing points at the item', () => {
    render(<Harness />);
    expect(screen.getByRole('status').textContent).toBe('closed');
  });

  it('opens for a focus that came between its first render and its listeners', () => {
    render(<Harness focusInGap />);
    expect(screen.getByRole('status').textContent).toBe('open');
  });

  it('opens for a hover that came between its first render and its listeners', () => {
    render(<Harness hoverInGap />);
    expect(screen.getByRole('status').textContent).toBe('open');
  });
});
