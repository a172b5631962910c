import { FIELD_FORMAT, type ContractKind, type TierField } from './kinds';

/** 1 to 5 tiers per contract (issue 14 point 4; the platform takes up to 10). */
export const MIN_TIERS = 1;
export const MAX_TIERS = 5;

/** One tier as typed: text per field, read when the form is checked. */
export type TierDraft = Partial<Record<TierField, string>>;
export type Tier = Partial<Record<TierField, number>>;

/** A rule that failed, as an i18n key of the plugin with its values. */
export interface RuleText {
  key: string;
  values?: Record<string, string | number>;
}

/** Failed rules by field: `tiers.0.volume`, `bettingUnit`, `downlineAccount`. */
export type RuleErrors = Record<string, RuleText>;

export const tierErrorKey = (row: number, field: TierField) => `tiers.${row}.${field}`;

/** A typed number: digits with at most two decimals (money, rates) or none (counts). */
function parseNumber(text: string, integer: boolean): number | null {
  const trimmed = text.trim().replace(/,/g, '');
  const shape = integer ? /^\d+$/ : /^\d+(\.\d{1,2})?$/;
  return shape.test(trimmed) ? Number(trimmed) : null;
}

/** Checks one field; returns its value or the rule it breaks. */
function readField(kind: ContractKind, field: TierField, text: string | undefined) {
  const format = FIELD_FORMAT[field];
  if (!text?.trim()) {
    return kind.optionalFields.includes(field)
      ? { value: undefined }
      : { error: { key: 'rules.required' } };
  }
  const value = parseNumber(text, format === 'count');
  if (value === null)
    return { error: { key: format === 'count' ? 'rules.whole_number' : 'rules.number' } };
  if (format === 'percent' && value > 100) return { error: { key: 'rules.percent_max' } };
  // A single rate of 0 would pay nothing ever; of two wage rates one may be 0 (pay on losses only).
  const [onlyRate, otherRate] = kind.rateFields;
  if (field === onlyRate && !otherRate && value <= 0)
    return { error: { key: 'rules.rate_positive' } };
  return { value };
}

/**
 * Reads the tiers: every field by its format, then each tier's threshold (its first field) above
 * the one before, since the platform picks the highest tier met (§4) and refuses any other order.
 */
export function checkTiers(
  kind: ContractKind,
  drafts: readonly TierDraft[],
): { tiers: Tier[]; errors: RuleErrors } {
  const errors: RuleErrors = {};
  const tiers: Tier[] = [];
  if (drafts.length < MIN_TIERS || drafts.length > MAX_TIERS)
    errors.tiers = { key: 'rules.tier_count', values: { min: MIN_TIERS, max: MAX_TIERS } };
  const [threshold] = kind.tierFields;
  drafts.forEach((draft, row) => {
    const tier: Tier = {};
    for (const field of kind.tierFields) {
      const read = readField(kind, field, draft[field]);
      if ('error' in read && read.error) errors[tierErrorKey(row, field)] = read.error;
      else if (read.value !== undefined) tier[field] = read.value;
    }
    const previous = tiers[row - 1]?.[threshold!];
    const own = tier[threshold!];
    if (row > 0 && own !== undefined && previous !== undefined && own <= previous)
      errors[tierErrorKey(row, threshold!)] = {
        key: 'rules.ascending',
        values: { previous: String(previous) },
      };
    tiers.push(tier);
  });
  return { tiers, errors };
}

/** The betting unit: a whole amount of at least 1 (§3), e.g. 10000. */
export function checkBettingUnit(text: string): { value?: number; error?: RuleText } {
  if (!text.trim()) return { error: { key: 'rules.required' } };
  const value = parseNumber(text, true);
  if (value === null || value < 1) return { error: { key: 'rules.betting_unit' } };
  return { value };
}

/** The downline's account as the platform knows accounts: 1 to 40 characters, no spaces. */
export function checkAccount(text: string): { value?: string; error?: RuleText } {
  const value = text.trim();
  if (!value) return { error: { key: 'rules.required' } };
  if (value.length > 40 || /\s/.test(value)) return { error: { key: 'rules.account' } };
  return { value };
}

/**
 * Salaries compare by what they pay for the same volume, whatever their betting units: the
 * platform states a salary's rate per this much team volume.
 */
export const RATE_VOLUME = 10_000;

/**
 * The contract's rate as the platform compares it (§4 lower-rate rule): its top tier's (the
 * last: thresholds ascend) ratio or higher wage rate, or for salaries its amount per
 * RATE_VOLUME of volume (the amount itself when the betting unit is RATE_VOLUME).
 */
export function topRate(kind: ContractKind, tiers: readonly Tier[], bettingUnit?: number): number {
  const top = tiers.at(-1);
  if (!top) return 0;
  const rate = Math.max(0, ...kind.rateFields.map((field) => top[field] ?? 0));
  if (!kind.hasBettingUnit || !bettingUnit) return rate;
  return Math.round((rate * RATE_VOLUME * 10_000) / bettingUnit) / 10_000;
}
