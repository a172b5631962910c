import type { ContractType } from '../../../core/plugin/contributions';
import type { ModuleFlag } from '../../../generated/module-flags';

/** The four contract calls (§7 Agent contracts): one shape, one per type. */
export type ContractEndpoint =
  'dividendContract' | 'dailySalaryContract' | 'hourlySalaryContract' | 'realTimeSalaryContract';

export type KindId = 'dividend' | 'daily' | 'hourly' | 'realtime';

/** A field of a contract tier (§3 Contract), as the request schema names it. */
export type TierField =
  | 'profitLoss'
  | 'activePlayers'
  | 'ratio'
  | 'volume'
  | 'minActiveMembers'
  | 'minBetAmount'
  | 'amount'
  | 'singlePeriodBet'
  | 'profitWageRate'
  | 'lossWageRate';

/** How a tier field's value is read and shown. */
export type FieldFormat = 'money' | 'count' | 'percent';

export const FIELD_FORMAT: Record<TierField, FieldFormat> = {
  profitLoss: 'money',
  activePlayers: 'count',
  ratio: 'percent',
  volume: 'money',
  minActiveMembers: 'count',
  minBetAmount: 'money',
  amount: 'money',
  singlePeriodBet: 'money',
  profitWageRate: 'percent',
  lossWageRate: 'percent',
};

/** What one contract type's pages, forms and calls differ in; everything else is shared. */
export interface ContractKind {
  id: KindId;
  endpoint: ContractEndpoint;
  /** The platform module that gates the call (platform-facts.md). */
  module: ModuleFlag;
  /** The consolidated flag type of its page (§2). */
  contract: ContractType;
  /** The agent centre's page key (§2, spelled as the spec spells it). */
  pageKey: string;
  /** Dividends choose a period (§3: D, W, H, M); salaries settle per day or per 5 minutes. */
  choosesPeriod: boolean;
  /** Daily and hourly salaries are paid per betting unit of volume (§3). */
  hasBettingUnit: boolean;
  /** The tier's fields in form order; the first is the threshold, which must ascend. */
  tierFields: readonly TierField[];
  /** Fields a tier may leave empty. */
  optionalFields: readonly TierField[];
  /**
   * The fields the platform compares as the contract's rate (§4 lower-rate rule): the top tier's,
   * the higher of them where there are two (real-time salary's profit and loss wage rates).
   */
  rateFields: readonly TierField[];
}

export const KINDS: Record<KindId, ContractKind> = {
  dividend: {
    id: 'dividend',
    endpoint: 'dividendContract',
    module: 'SIGNCONDIV3',
    contract: 'enableCt',
    pageKey: 'agentDividendRecordCopy2',
    choosesPeriod: true,
    hasBettingUnit: false,
    tierFields: ['profitLoss', 'activePlayers', 'ratio'],
    optionalFields: [],
    rateFields: ['ratio'],
  },
  daily: {
    id: 'daily',
    endpoint: 'dailySalaryContract',
    module: 'DAILYSALCONT3',
    contract: 'salary',
    pageKey: 'agentDailyWages2',
    choosesPeriod: false,
    hasBettingUnit: true,
    tierFields: ['volume', 'minActiveMembers', 'minBetAmount', 'amount'],
    optionalFields: ['minBetAmount'],
    rateFields: ['amount'],
  },
  hourly: {
    id: 'hourly',
    endpoint: 'hourlySalaryContract',
    module: 'HOURSAL3',
    contract: 'hourSalary',
    pageKey: 'agentHourSalary',
    choosesPeriod: false,
    hasBettingUnit: true,
    tierFields: ['volume', 'minActiveMembers', 'minBetAmount', 'amount'],
    optionalFields: ['minBetAmount'],
    rateFields: ['amount'],
  },
  realtime: {
    id: 'realtime',
    endpoint: 'realTimeSalaryContract',
    module: 'RTSALARY3',
    contract: 'agentRealtimeSalary',
    pageKey: 'agentRealtimeSalary',
    choosesPeriod: false,
    hasBettingUnit: false,
    tierFields: ['singlePeriodBet', 'profitWageRate', 'lossWageRate'],
    optionalFields: [],
    rateFields: ['profitWageRate', 'lossWageRate'],
  },
};

export const KIND_LIST: readonly ContractKind[] = Object.values(KINDS);

/** §3 period types: D daily, W weekly, H half-month, M monthly. */
export const PERIOD_TYPES = ['D', 'W', 'H', 'M'] as const;
export type PeriodType = (typeof PERIOD_TYPES)[number];
