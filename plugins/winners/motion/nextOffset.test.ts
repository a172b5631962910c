import { describe, expect, it } from 'vitest';
import { SCROLL_STEP_PX, nextOffset } from './nextOffset';

describe('nextOffset', () => {
  it('moves half a pixel a frame (§2: scroll step 0.5)', () => {
    expect(SCROLL_STEP_PX).toBe(0.5);
    expect(nextOffset(0, 504)).toBe(0.5);
    expect(nextOffset(10, 504)).toBe(10.5);
  });

  it('wraps at the height of one copy so the loop has no jump', () => {
    expect(nextOffset(503.5, 504)).toBe(0);
    expect(nextOffset(503.75, 504)).toBe(0.25);
  });

  it('stays at the top while there is nothing to measure', () => {
    expect(nextOffset(42, 0)).toBe(0);
  });
});
