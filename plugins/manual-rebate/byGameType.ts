import type { RebateLine } from './api';

/** What one game type's claim would pay: the sum of its lines, in cents so no float drifts. */
export interface GameTypeClaimable {
  gameType: string;
  amountCents: number;
}

const centsOf = (amount: number) => Math.round(amount * 100);

/** The summary's lines summed per game type, in the summary's order (game type, then vendor). */
export function byGameType(lines: readonly RebateLine[]): GameTypeClaimable[] {
  const totals = new Map<string, number>();
  for (const line of lines)
    totals.set(line.gameType, (totals.get(line.gameType) ?? 0) + centsOf(line.amount));
  return [...totals].map(([gameType, amountCents]) => ({ gameType, amountCents }));
}

/** The whole summary's claimable amount in cents (0: nothing to claim, the buttons are off). */
export const totalCents = (amount: number) => centsOf(amount);
