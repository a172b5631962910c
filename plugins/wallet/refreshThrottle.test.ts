import { describe, expect, it } from 'vitest';
import { createThrottle, REFRESH_THROTTLE_MS } from './refreshThrottle';

describe('createThrottle', () => {
  it('lets one call through per second, however fast the clicks come', () => {
    let now = 10_000;
    const mayRefresh = createThrottle(REFRESH_THROTTLE_MS, () => now);
    expect(mayRefresh()).toBe(true);
    expect(mayRefresh()).toBe(false);
    now += 999;
    expect(mayRefresh()).toBe(false);
    now += 1;
    expect(mayRefresh()).toBe(true);
    // A refused click does not push the next window back.
    now += 500;
    expect(mayRefresh()).toBe(false);
    now += 500;
    expect(mayRefresh()).toBe(true);
  });
});
