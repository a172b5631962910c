// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { placePopover } from './placePopover';

function triggerAt(top: number, bottom: number, right: number): HTMLElement {
  const trigger = document.createElement('a');
  trigger.getBoundingClientRect = () => ({ top, bottom, right }) as DOMRect;
  return trigger;
}

describe('placePopover', () => {
  it('opens downwards beside a link in the upper half of the window', () => {
    const popover = document.createElement('div');
    placePopover(popover, triggerAt(100, 136, 232.4));
    expect(popover.dataset.placement).toBe('below');
    expect(popover.style.getPropertyValue('--wl-download-left')).toBe('232px');
    expect(popover.style.getPropertyValue('--wl-download-top')).toBe('100px');
  });

  it('opens upwards from a link in the lower half, its bottom on the link’s', () => {
    const popover = document.createElement('div');
    placePopover(popover, triggerAt(window.innerHeight - 60, window.innerHeight - 24, 232));
    expect(popover.dataset.placement).toBe('above');
    expect(popover.style.getPropertyValue('--wl-download-top')).toBe('24px');
  });
});
