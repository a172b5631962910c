// The merchant's points configuration (§3 Points, §9): what each points type earns per unit of valid bet or
// deposit, what cash buys in points, and the rules text. Kept in merchants.settings.points like the withdraw rules.
import type { MerchantRow } from '../context.js';

/** §3 points types, in the order the mall lists them. */
export const POINT_TYPES = [
  'live',
  'lottery',
  'card',
  'slots',
  'sports',
  'redeem',
  'deposit',
] as const;
export type PointType = (typeof POINT_TYPES)[number];

/** The types that come from bets; 'redeem' holds points bought with cash, 'deposit' points from deposits. */
export const BET_POINT_TYPES = ['live', 'lottery', 'card', 'slots', 'sports'] as const;

/** Which points type a game type's valid bets earn (seed/bets.ts game types). */
export const POINT_TYPE_OF_GAME: Readonly<Record<string, PointType>> = {
  LIVE: 'live',
  LOTT: 'lottery',
  ELOTT: 'lottery',
  PVP: 'card',
  RNG: 'slots',
  FISH: 'slots',
  BINGO: 'slots',
  BGS: 'slots',
  SPORTS: 'sports',
  ESPORTS: 'sports',
  COCKFIGHT: 'sports',
};

/** Points spend from the types in this order: bought points first, then deposits, then bets. */
export const SPEND_ORDER: readonly PointType[] = [
  'redeem',
  'deposit',
  'slots',
  'live',
  'sports',
  'card',
  'lottery',
];

/** The shape kept in merchants.settings.points (wire units: amounts with 2 decimals). */
export interface PointSettingsJson {
  /** Points per 1.00 of valid bet (bet types) or of approved deposit ('deposit'). */
  earnRates: Partial<Record<PointType, number>>;
  /** Points per 1.00 of cash converted (cash to points). */
  exchangeRatio: number;
  minConvert: number;
  maxConvert: number;
  /** Rules text per language (EN, CN, KM). */
  rules: Record<string, string>;
}

/** The same dollar figures look like the brand's own money (riel, yuan). */
export const CURRENCY_SCALE: Readonly<Record<string, number>> = { USD: 1, CNY: 7, KHR: 4000 };
export const currencyScaleOf = (currency: string) => CURRENCY_SCALE[currency] ?? 1;

const DOLLAR_RATES: Record<PointType, number> = {
  live: 0.01,
  lottery: 0.02,
  card: 0.015,
  slots: 0.02,
  sports: 0.01,
  redeem: 0,
  deposit: 0.05,
};

export const DEFAULT_RULES: Record<string, string> = {
  EN: 'Points are earned every day from the valid bets of the day before (each game type at its own rate) and from every approved deposit. Points never expire. Goods are sent after the platform approves the exchange; a rejected exchange gives back its points and cash. Cash converted into points cannot be turned back into cash.',
  CN: '积分每天按前一日的有效投注（各游戏类型按各自比例）及每笔已批准的存款发放。积分永不过期。兑换经平台批准后寄出商品；兑换被拒绝时，积分与现金原路退回。现金兑换的积分不能再换回现金。',
  KM: 'ពិន្ទុត្រូវបានទទួលរៀងរាល់ថ្ងៃពីការភ្នាល់ត្រឹមត្រូវនៃថ្ងៃមុន (ប្រភេទហ្គេមនីមួយៗតាមអត្រារបស់វា) និងពីការដាក់ប្រាក់ដែលបានអនុម័តនីមួយៗ។ ពិន្ទុមិនផុតកំណត់ទេ។ ទំនិញនឹងត្រូវផ្ញើបន្ទាប់ពីវេទិកាអនុម័តការប្តូរ ការប្តូរដែលត្រូវបានបដិសេធនឹងប្រគល់ពិន្ទុ និងសាច់ប្រាក់វិញ។ សាច់ប្រាក់ដែលបានប្តូរជាពិន្ទុ មិនអាចប្តូរត្រឡប់ជាសាច់ប្រាក់វិញបានទេ។',
};

/** The defaults of a brand in its currency: 10 points for 1.00 US dollar, bets and deposits at their rates. */
export function defaultPointSettings(currency: string): PointSettingsJson {
  const scale = currencyScaleOf(currency);
  return {
    earnRates: Object.fromEntries(
      POINT_TYPES.filter((t) => t !== 'redeem').map((t) => [t, DOLLAR_RATES[t] / scale]),
    ),
    exchangeRatio: 10 / scale,
    minConvert: 10 * scale,
    maxConvert: 10_000 * scale,
    rules: DEFAULT_RULES,
  };
}

const positive = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/** The merchant's settings; anything missing or not a positive number falls back to the currency's defaults. */
export function pointSettingsOf(
  merchant: Pick<MerchantRow, 'settings' | 'currency'>,
): PointSettingsJson {
  const d = defaultPointSettings(merchant.currency);
  const raw = (merchant.settings.points ?? {}) as Partial<Record<keyof PointSettingsJson, unknown>>;
  const rates = (raw.earnRates ?? {}) as Record<string, unknown>;
  return {
    earnRates: Object.fromEntries(
      Object.entries(d.earnRates).map(([t, rate]) => [t, positive(rates[t]) ? rates[t] : rate]),
    ),
    exchangeRatio: positive(raw.exchangeRatio) ? raw.exchangeRatio : d.exchangeRatio,
    minConvert: positive(raw.minConvert) ? raw.minConvert : d.minConvert,
    maxConvert: positive(raw.maxConvert) ? raw.maxConvert : d.maxConvert,
    rules:
      typeof raw.rules === 'object' && raw.rules !== null
        ? { ...d.rules, ...(raw.rules as Record<string, string>) }
        : d.rules,
  };
}

/** Whole points for an amount in cents at a rate per 1.00 (never rounded up: a fraction is not a point). */
export const pointsFor = (cents: bigint | number, ratePerUnit: number): number =>
  Math.floor((Number(cents) * ratePerUnit) / 100 + 1e-9);
