// The settlement engine (§4, §9): what a contract gives its downline for one period, from the
// team's figures. Pure: no database, no clock, integer cents, and every division rounds down so
// a downline is never paid more than its contract says.
import type { PeriodKind } from './periods.js';

export const CONTRACT_TYPES = ['dividend', 'daily', 'hourly', 'realtime'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

/** One step of a contract as the wire carries it (amounts in currency units, rates in %). */
export interface Tier {
  effectiveBet?: number;
  profitLoss?: number;
  activePlayers?: number;
  ratio?: number;
  amount?: number;
  volume?: number;
  minBetAmount?: number;
  minActiveMembers?: number;
  periodicMinBet?: number;
  profitWageRate?: number;
  lossWageRate?: number;
  singlePeriodBet?: number;
}

export type PeriodType = 'D' | 'W' | 'H' | 'M';

export interface Terms {
  type: ContractType;
  periodType: PeriodType;
  /** Salaries: the volume one `tier.amount` is paid for (currency units). */
  bettingUnit: number;
  /** Lowest first, thresholds strictly ascending (tiersProblem). */
  tiers: Tier[];
}

/** One team member's settled bets in a period, in cents. */
export interface MemberFigures {
  betCents: number;
  validBetCents: number;
  /** Winnings minus stakes: positive when the member won. */
  winLossCents: number;
}

/** A period's figures: per member, and for the hourly salary per hour of the day too. */
export interface PeriodFigures {
  members: MemberFigures[];
  /** Hourly salary only: the 24 hours of the day (an hour without bets has no members). */
  hours?: MemberFigures[][];
}

export interface Settled {
  volumeCents: number;
  effectiveBetCents: number;
  /** The team's winnings minus stakes: negative when the team lost (a dividend's base). */
  profitLossCents: number;
  activePlayers: number;
  amountCents: number;
  /** The tier that paid (highest met), or null when none was met. */
  tierIndex: number | null;
}

const cents = (units: number | undefined) => Math.round((units ?? 0) * 100);
const sum = (members: MemberFigures[], key: keyof MemberFigures) =>
  members.reduce((total, m) => total + m[key], 0);

/** Members who bet (valid) at least `minCents` in the period; a member with no valid bet never counts. */
export function activeCount(members: MemberFigures[], minCents: number): number {
  return members.filter((m) => m.validBetCents > 0 && m.validBetCents >= minCents).length;
}

/** The settlement period of a contract: salaries daily, real-time salary 5 minutes, dividends their own type. */
export function periodKindOf(terms: Pick<Terms, 'type' | 'periodType'>): PeriodKind {
  if (terms.type === 'realtime') return 'R';
  if (terms.type === 'dividend') return terms.periodType;
  return 'D';
}

/** The field whose value must rise from tier to tier, and the fields a tier of the type must carry. */
const SHAPE: Record<ContractType, { threshold: keyof Tier; required: (keyof Tier)[] }> = {
  dividend: { threshold: 'profitLoss', required: ['profitLoss', 'ratio'] },
  daily: { threshold: 'volume', required: ['volume', 'amount'] },
  hourly: { threshold: 'volume', required: ['volume', 'amount'] },
  realtime: {
    threshold: 'singlePeriodBet',
    required: ['singlePeriodBet', 'profitWageRate', 'lossWageRate'],
  },
};

/** Why the tiers cannot make a contract of `type`, or null when they can. */
export function tiersProblem(type: ContractType, tiers: Tier[]): string | null {
  if (tiers.length === 0) return 'a contract needs at least one tier';
  const { threshold, required } = SHAPE[type];
  for (const [i, tier] of tiers.entries()) {
    const missing = required.filter((field) => typeof tier[field] !== 'number');
    if (missing.length) return `/tiers/${i} needs ${missing.join(', ')}`;
    if (i > 0 && tier[threshold]! <= tiers[i - 1]![threshold]!)
      return `/tiers/${i}/${threshold} must be above the tier before it (tiers go lowest first)`;
  }
  return null;
}

/** The betting unit salaries' rates are stated per (§3 "betting unit", e.g. 10000). */
export const RATE_UNIT = 10_000;

/**
 * The contract's rate, which the lower-rate rule compares (§4): the top tier's ratio % (dividend),
 * the higher of its two wage rates % (real-time salary), or its amount per RATE_UNIT of volume
 * (salaries: the tier's amount itself when the betting unit is RATE_UNIT), so contracts with
 * different betting units compare by what they pay for the same volume.
 */
export function rateOf(type: ContractType, tiers: Tier[], bettingUnit = RATE_UNIT): number {
  const top = tiers.at(-1);
  if (!top) return 0;
  if (type === 'dividend') return top.ratio ?? 0;
  if (type === 'realtime') return Math.max(top.profitWageRate ?? 0, top.lossWageRate ?? 0);
  return Math.round(((top.amount ?? 0) * RATE_UNIT * 10_000) / bettingUnit) / 10_000;
}

/**
 * A salary of one day (daily) or one hour (hourly): the highest tier whose volume is met AND whose
 * activity is met (§4: when the volume meets a tier but the active members fall short, pay follows
 * the tier the activity meets), paid floor(volume / unit) × tier.amount.
 */
function salaryOf(
  terms: Terms,
  members: MemberFigures[],
): { amountCents: number; tier: number | null } {
  const volume = sum(members, 'betCents');
  const unit = cents(terms.bettingUnit);
  let chosen: number | null = null;
  for (const [i, tier] of terms.tiers.entries()) {
    const met =
      volume >= cents(tier.volume) &&
      activeCount(members, cents(tier.minBetAmount)) >= (tier.minActiveMembers ?? 0);
    if (met) chosen = i;
  }
  if (chosen === null || unit <= 0) return { amountCents: 0, tier: chosen };
  return {
    amountCents: Math.floor(volume / unit) * cents(terms.tiers[chosen]!.amount),
    tier: chosen,
  };
}

/** A dividend: the team's loss × ratio % under the highest tier whose loss, activity and effective bet are met. */
function dividendOf(
  terms: Terms,
  members: MemberFigures[],
): { amountCents: number; tier: number | null } {
  const loss = Math.max(0, -sum(members, 'winLossCents'));
  const effective = sum(members, 'validBetCents');
  let chosen: number | null = null;
  for (const [i, tier] of terms.tiers.entries()) {
    const met =
      loss > 0 &&
      loss >= cents(tier.profitLoss) &&
      effective >= cents(tier.effectiveBet) &&
      activeCount(members, cents(tier.periodicMinBet)) >= (tier.activePlayers ?? 0);
    if (met) chosen = i;
  }
  if (chosen === null) return { amountCents: 0, tier: null };
  return { amountCents: Math.floor((loss * terms.tiers[chosen]!.ratio!) / 100), tier: chosen };
}

/** A real-time salary of 5 minutes: the period's bet × the profit-wage or loss-wage rate of the highest tier met. */
function realtimeOf(
  terms: Terms,
  members: MemberFigures[],
): { amountCents: number; tier: number | null } {
  const bet = sum(members, 'betCents');
  const teamWon = sum(members, 'winLossCents') > 0;
  let chosen: number | null = null;
  for (const [i, tier] of terms.tiers.entries())
    if (bet > 0 && bet >= cents(tier.singlePeriodBet)) chosen = i;
  if (chosen === null) return { amountCents: 0, tier: null };
  const tier = terms.tiers[chosen]!;
  const rate = teamWon ? tier.profitWageRate! : tier.lossWageRate!;
  return { amountCents: Math.floor((bet * rate) / 100), tier: chosen };
}

/** What the contract gives the downline for one period of the team's figures. */
export function settle(terms: Terms, figures: PeriodFigures): Settled {
  const { members } = figures;
  let result: { amountCents: number; tier: number | null };
  if (terms.type === 'hourly') {
    // §4: computed per hour of the day from that hour's volume, paid together the next day.
    const hours = (figures.hours ?? []).map((hour) => salaryOf(terms, hour));
    const paid = hours.filter((h) => h.tier !== null);
    result = {
      amountCents: hours.reduce((total, h) => total + h.amountCents, 0),
      tier: paid.length ? Math.max(...paid.map((h) => h.tier!)) : null,
    };
  } else if (terms.type === 'daily') result = salaryOf(terms, members);
  else if (terms.type === 'dividend') result = dividendOf(terms, members);
  else result = realtimeOf(terms, members);
  const shown = terms.tiers[result.tier ?? 0];
  const activeFloor =
    terms.type === 'dividend' ? cents(shown?.periodicMinBet) : cents(shown?.minBetAmount);
  return {
    volumeCents: sum(members, 'betCents'),
    effectiveBetCents: sum(members, 'validBetCents'),
    profitLossCents: sum(members, 'winLossCents'),
    activePlayers: activeCount(members, activeFloor),
    amountCents: result.amountCents,
    tierIndex: result.tier,
  };
}
