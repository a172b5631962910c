import type { ApiError } from '../../../core/api/ApiError';
import type { SecondFactor } from '../api';

const FACTORS: readonly SecondFactor[] = ['sms', 'email', 'bankName', 'authenticator'];

/** A login from an unrecorded IP waiting for its second factor (§4 Two-factor). */
export interface TwoFactorChallenge {
  ticket: string;
  methods: SecondFactor[];
  mobileHint?: string;
  /** The password just typed, kept in memory only, for a forced change that may follow. */
  password?: string;
}

/** Reads the challenge out of a VERIFICATION_REQUIRED failure; anything malformed is not one. */
export function challengeOf(error: ApiError): Omit<TwoFactorChallenge, 'password'> | null {
  if (error.code !== 'VERIFICATION_REQUIRED') return null;
  const { ticket, methods, mobileHint } = error.value;
  const offered = (methods ?? []).filter((m): m is SecondFactor =>
    (FACTORS as readonly string[]).includes(m),
  );
  if (typeof ticket !== 'string' || !ticket || offered.length === 0) return null;
  return { ticket, methods: offered, ...(typeof mobileHint === 'string' ? { mobileHint } : {}) };
}
