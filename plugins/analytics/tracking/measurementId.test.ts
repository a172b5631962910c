import { afterEach, describe, expect, it, vi } from 'vitest';
import { measurementId } from './measurementId';

afterEach(() => vi.restoreAllMocks());

describe('measurementId', () => {
  it("takes the platform's id as it is, trimmed", () => {
    expect(measurementId('G-DFLT88')).toBe('G-DFLT88');
    expect(measurementId(' UA-1234-1 ')).toBe('UA-1234-1');
  });

  it('gives none for a brand without one', () => {
    expect(measurementId('')).toBeNull();
    expect(measurementId('   ')).toBeNull();
    expect(measurementId(undefined)).toBeNull();
  });

  it('refuses what would change the script address or the opt-out name, and says so', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const raw of ['G-1&callback=x', '../evil', 'G-1/2', 'G 1', 'x'.repeat(65)])
      expect(measurementId(raw), raw).toBeNull();
    expect(warn).toHaveBeenCalledTimes(5);
    expect(String(warn.mock.calls[0]![0])).toMatch(/^\[analytics\]/);
  });
});
