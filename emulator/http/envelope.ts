// The platform envelope and the one mapping from error code to HTTP status (schemas/api/error-codes.json).
import { readApiJson } from '../contract/endpoints.js';

export const errorCodes = (readApiJson('error-codes.json') as { enum: string[] }).enum;
export type ErrorCode = string;

const statusOf: Record<string, number> = {
  NOT_LOGGED_IN: 401,
  OPERATION_NOT_ALLOWED: 403,
  NON_MEMBER_LOGIN: 403,
  NON_AGENT_LOGIN: 403,
  REGION_BLOCKED: 403,
  NEED_TRUE_ACCOUNT: 403,
  NOT_FOUND: 404,
  DUPLICATE_REQUEST: 409,
  TOO_MANY_REQUESTS: 429,
  QUOTA_EXCEEDED: 429,
  VERIFICATION_REQUIRED: 403,
  MAINTENANCE: 503,
  GAME_MAINTENANCE: 503,
  SYSTEM_ERROR: 500,
};

export interface FailureDetail {
  captcha?: boolean;
  retryAfterSeconds?: number;
  /** VERIFICATION_REQUIRED: the one-time challenge and the second factors on offer. */
  ticket?: string;
  methods?: string[];
  mobileHint?: string;
}

/** Thrown by handlers; the server turns it into a failure envelope. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly detail?: FailureDetail,
  ) {
    super(message);
    if (!errorCodes.includes(code)) throw new Error(`unknown error code ${code}`);
  }
  get status(): number {
    return statusOf[this.code] ?? 400;
  }
  toEnvelope(): { success: false; code: string; message: string; value?: FailureDetail } {
    return {
      success: false,
      code: this.code,
      message: this.message,
      ...(this.detail ? { value: this.detail } : {}),
    };
  }
}

export const ok = <T>(value: T) => ({ success: true as const, value });
