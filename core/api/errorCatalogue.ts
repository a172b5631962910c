/**
 * The one error catalogue (§8): every platform error code and every client-side failure maps to
 * an i18n key of the core namespace: `errors.<code in lower case>`, or the key named below where
 * several codes share one text or the text has the spec's own name. Names never change; tests
 * pin the mapping. A list and a few exceptions, not a table: it is part of every page's first JS.
 */
const CODES = [
  'WRONG_CREDENTIALS',
  'ACCOUNT_NOT_FOUND',
  'CREDENTIALS_REQUIRED',
  'REGISTER_FIRST',
  'NOT_LOGGED_IN',
  'DOMAIN_INVALID',
  'NON_MEMBER_LOGIN',
  'NON_AGENT_LOGIN',
  'REGION_BLOCKED',
  'MAINTENANCE',
  'GAME_MAINTENANCE',
  'INVALID_PHONE',
  'MISSING_PHONE',
  'TOO_MANY_REQUESTS',
  'UNKNOWN',
  'INVALID_CODE',
  'MISSING_CODE',
  'CAPTCHA_FAILED',
  'QUOTA_EXCEEDED',
  'OPERATION_NOT_ALLOWED',
  'CODE_EXPIRED',
  'INVALID_AFFILIATE',
  'REFERRAL_CODE_INVALID',
  'VALIDATION_FAILED',
  'SYSTEM_ERROR',
  'NEED_TRUE_ACCOUNT',
  'DUPLICATE_REQUEST',
  'NOT_FOUND',
  'VERIFICATION_REQUIRED',
  'INSUFFICIENT_BALANCE',
  'AMOUNT_OUT_OF_RANGE',
  'FUNDS_PASSWORD_WRONG',
  'FUNDS_PASSWORD_NOT_SET',
  'BANK_CARD_REQUIRED',
  'BANK_CARD_LIMIT',
  'PAYEE_NAME_MISMATCH',
  'TURNOVER_NOT_MET',
  'IDEMPOTENCY_KEY_REQUIRED',
  'REWARD_EXPIRED',
  'REWARD_ALREADY_CLAIMED',
  // nothing is claimable now (e.g. every settled bet has had its rebate)
  'NOTHING_TO_CLAIM',
  // a mission's reward asked for before its target is reached
  'MISSION_INCOMPLETE',
  // the sign-in task's second check-in of the same day (merchant's time zone)
  'ALREADY_CHECKED_IN',
  // points mall (PTSYS3): fewer points than the goods need, not enough left, the item's conditions unmet
  'POINTS_INSUFFICIENT',
  'OUT_OF_STOCK',
  'EXCHANGE_CONDITIONS_NOT_MET',
  // agent contracts (§4): not a direct downline, not a party, wrong state for the action, a rate above the agent's
  // own contract, tiers not rising, a proposal already pending, a settlement paid already; a frozen upline
  'CONTRACT_NOT_DOWNLINE',
  'CONTRACT_NOT_PARTY',
  'CONTRACT_WRONG_STATE',
  'CONTRACT_RATE_ABOVE_OWN',
  'CONTRACT_INVALID_TIERS',
  'CONTRACT_PENDING_EXISTS',
  'CONTRACT_ALREADY_PAID',
  'ACCOUNT_FROZEN',
  // Client-side failures (never sent by the platform).
  'NETWORK',
  'TIMEOUT',
  'BAD_RESPONSE',
  'POPUP_BLOCKED',
  'POPUP_CLOSED',
  'CHUNK_LOAD',
] as const;

export type ErrorCode = (typeof CODES)[number];

const SHARED_KEYS: Partial<Record<ErrorCode, string>> = {
  INVALID_AFFILIATE: 'invitation_code_error',
  VALIDATION_FAILED: 'enter_information_correctly',
  NOT_FOUND: 'system_error',
  IDEMPOTENCY_KEY_REQUIRED: 'system_error',
  TIMEOUT: 'slow_page',
  BAD_RESPONSE: 'system_error',
};

export const ERROR_CATALOGUE = Object.fromEntries(
  CODES.map((code) => [code, `errors.${SHARED_KEYS[code] ?? code.toLowerCase()}`]),
) as Readonly<Record<ErrorCode, string>>;

const KNOWN: ReadonlySet<string> = new Set(CODES);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && KNOWN.has(value);
}
