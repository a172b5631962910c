import { describe, expect, it } from 'vitest';
import { nextRefreshMs, summariseDraws, type Draw } from './draws';

const now = Date.parse('2025-06-01T00:10:00Z');
const draw = (numero: string, close: string, extra: Partial<Draw> = {}): Draw => ({
  gameCode: 'VN1M',
  numero,
  openTime: '2025-06-01T00:00:00Z',
  closeTime: `2025-06-01T${close}:00Z`,
  drawTime: `2025-06-01T${close}:30Z`,
  result: [],
  status: 'OPEN',
  lastNumero: String(Number(numero) - 1),
  lastResult: ['1', '2', '3'],
  ...extra,
});

describe('summariseDraws', () => {
  it('keeps issues still taking bets, soonest first, and the previous result', () => {
    const summary = summariseDraws([draw('8', '00:20'), draw('5', '00:14')], now);
    expect(summary.open.map((d) => d.numero)).toEqual(['5', '8']);
    expect(summary.last).toEqual({ numero: '7', numbers: ['1', '2', '3'] });
  });

  it('drops issues past their close time even if still marked open', () => {
    const summary = summariseDraws([draw('5', '00:05', { lastResult: [] })], now);
    expect(summary).toEqual({ open: [], last: null });
  });

  it('prefers the result of a current issue that is already drawn', () => {
    const summary = summariseDraws(
      [draw('5', '00:05', { status: 'DRAWN', result: ['9', '9'] })],
      now,
    );
    expect(summary.last).toEqual({ numero: '5', numbers: ['9', '9'] });
  });
});

describe('nextRefreshMs', () => {
  it('asks again just after the soonest issue closes, within 5 s and a minute', () => {
    expect(nextRefreshMs([draw('5', '00:10')], now)).toBe(60_000);
    expect(nextRefreshMs([{ ...draw('5', '00:11'), closeTime: '2025-06-01T00:10:20Z' }], now)).toBe(
      22_000,
    );
    expect(nextRefreshMs([{ ...draw('5', '00:11'), closeTime: '2025-06-01T00:10:01Z' }], now)).toBe(
      5_000,
    );
    expect(nextRefreshMs([draw('5', '00:30')], now)).toBe(60_000);
    expect(nextRefreshMs(undefined, now)).toBe(60_000);
  });
});
