import { ERROR_CATALOGUE, type ErrorCode } from './errorCatalogue';

/** Extra data a failure may carry (§8: a failed login can ask for a captcha). */
export interface ApiErrorValue {
  captcha?: boolean;
  retryAfterSeconds?: number;
  /** VERIFICATION_REQUIRED (§4 Two-factor): the one-time ticket and the proofs on offer. */
  ticket?: string;
  methods?: string[];
  mobileHint?: string;
}

/** Every failure of `request()` is one of these, whatever went wrong underneath. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    /** The server's own text, kept for logs; the UI shows the catalogue's translation. */
    readonly serverMessage: string,
    readonly status: number,
    readonly endpoint: string,
    readonly value: ApiErrorValue = {},
  ) {
    super(`${endpoint}: ${code}${serverMessage ? ` (${serverMessage})` : ''}`);
    this.name = 'ApiError';
  }

  /** i18n key (core namespace) of the message a person should read. */
  get messageKey(): string {
    return ERROR_CATALOGUE[this.code];
  }
}

/** Maps anything thrown to the catalogue key to show; unknown throwables are system errors. */
export function errorMessageKey(error: unknown): string {
  if (error instanceof ApiError) return error.messageKey;
  return ERROR_CATALOGUE.SYSTEM_ERROR;
}
