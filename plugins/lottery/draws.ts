import type { ApiTypes } from '../../generated/api';

export type Draw = ApiTypes['openedDraws']['response'][number];

/** The latest drawn issue of a game and its numbers. */
export interface LastResult {
  numero: string;
  numbers: string[];
}

/** The draws to show: those still taking bets, and the latest result of the game. */
export interface DrawSummary {
  open: Draw[];
  last: LastResult | null;
}

/**
 * Each entry is a game's current issue with the previous issue's result. An issue takes bets
 * until its close time; the status is trusted only when it says the issue is over, because a
 * page left open keeps counting past the close time the server gave.
 */
export function summariseDraws(draws: readonly Draw[], now: number): DrawSummary {
  const open = draws
    .filter((draw) => draw.status === 'OPEN' && Date.parse(draw.closeTime) > now)
    .sort((a, b) => Date.parse(a.closeTime) - Date.parse(b.closeTime));
  // A current issue already drawn (status DRAWN) is newer than its lastResult.
  const drawn = draws.find((draw) => draw.status === 'DRAWN' && draw.result.length > 0);
  const previous = draws.find((draw) => draw.lastResult.length > 0);
  const last = drawn
    ? { numero: drawn.numero, numbers: drawn.result }
    : previous
      ? { numero: previous.lastNumero, numbers: previous.lastResult }
      : null;
  return { open, last };
}

/**
 * When to ask for the draws again: shortly after the soonest open issue closes, so the next issue
 * and the new result appear without waiting, but never more often than every 5 s nor less than
 * every minute.
 */
export function nextRefreshMs(draws: readonly Draw[] | undefined, now: number): number {
  const closes = (draws ?? [])
    .filter((draw) => draw.status === 'OPEN')
    .map((draw) => Date.parse(draw.closeTime) - now)
    .filter((ms) => ms > 0);
  if (closes.length === 0) return 60_000;
  return Math.min(60_000, Math.max(5_000, Math.min(...closes) + 2_000));
}
