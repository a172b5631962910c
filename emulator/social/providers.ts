// The social sign-in providers the platform plays, and the whitelabel module that switches each one.
import type { Db } from '../db/database.js';
import { ApiError } from '../http/envelope.js';
import { moduleFlags } from '../handlers/modules.js';

export const PROVIDER_FLAGS = {
  google: 'GOOGLELOGIN3',
  facebook: 'FACEBOOKLOGIN3',
  twitter: 'TWITTERLOGIN3',
  line: 'LINELOGIN3',
  // platform-facts names no telegram flag; this is the project's name for it (endpoints.json notes)
  telegram: 'TELEGRAMLOGIN3',
} as const;

export type Provider = keyof typeof PROVIDER_FLAGS;

export const PROVIDER_NAMES: Record<Provider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  twitter: 'Twitter',
  line: 'LINE',
  telegram: 'Telegram',
};

export function isProvider(value: unknown): value is Provider {
  return typeof value === 'string' && Object.hasOwn(PROVIDER_FLAGS, value);
}

/**
 * The endpoints are gated by any provider flag; this refuses a provider whose own flag is off,
 * so a site with only Google on cannot sign in through Facebook by naming it.
 */
export async function requireProviderOn(
  db: Pick<Db, 'query'>,
  merchant: string,
  provider: Provider,
): Promise<void> {
  if ((await moduleFlags(db, merchant)).get(PROVIDER_FLAGS[provider]) !== true)
    throw new ApiError(
      'OPERATION_NOT_ALLOWED',
      `operation not allowed: ${PROVIDER_FLAGS[provider]} is off for ${merchant}`,
    );
}
