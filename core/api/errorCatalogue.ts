/**
 * The one error catalogue (§8): every platform error code and every client-side failure maps to
 * an i18n key of the core namespace. Names never change; tests pin the mapping.
 */
export const ERROR_CATALOGUE = {
  WRONG_CREDENTIALS: 'errors.wrong_credentials',
  ACCOUNT_NOT_FOUND: 'errors.account_not_found',
  CREDENTIALS_REQUIRED: 'errors.credentials_required',
  REGISTER_FIRST: 'errors.register_first',
  NOT_LOGGED_IN: 'errors.not_logged_in',
  DOMAIN_INVALID: 'errors.domain_invalid',
  NON_MEMBER_LOGIN: 'errors.non_member_login',
  NON_AGENT_LOGIN: 'errors.non_agent_login',
  REGION_BLOCKED: 'errors.region_blocked',
  MAINTENANCE: 'errors.maintenance',
  GAME_MAINTENANCE: 'errors.game_maintenance',
  INVALID_PHONE: 'errors.invalid_phone',
  MISSING_PHONE: 'errors.missing_phone',
  TOO_MANY_REQUESTS: 'errors.too_many_requests',
  UNKNOWN: 'errors.unknown',
  INVALID_CODE: 'errors.invalid_code',
  MISSING_CODE: 'errors.missing_code',
  CAPTCHA_FAILED: 'errors.captcha_failed',
  QUOTA_EXCEEDED: 'errors.quota_exceeded',
  OPERATION_NOT_ALLOWED: 'errors.operation_not_allowed',
  CODE_EXPIRED: 'errors.code_expired',
  INVALID_AFFILIATE: 'errors.invitation_code_error',
  VALIDATION_FAILED: 'errors.enter_information_correctly',
  SYSTEM_ERROR: 'errors.system_error',
  NEED_TRUE_ACCOUNT: 'errors.need_true_account',
  DUPLICATE_REQUEST: 'errors.duplicate_request',
  NOT_FOUND: 'errors.system_error',
  VERIFICATION_REQUIRED: 'errors.verification_required',
  // Client-side failures (never sent by the platform).
  NETWORK: 'errors.network',
  TIMEOUT: 'errors.slow_page',
  BAD_RESPONSE: 'errors.system_error',
  POPUP_BLOCKED: 'errors.popup_blocked',
  POPUP_CLOSED: 'errors.popup_closed',
  CHUNK_LOAD: 'errors.chunk_load',
} as const;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CATALOGUE, value);
}
