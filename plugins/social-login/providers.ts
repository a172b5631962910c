import type { SocialLoginOptions } from '../../generated/plugins/social-login';

/** The social sign-in providers and the whitelabel module that switches each on (§3, platform-facts). */
export const PROVIDER_FLAGS = {
  telegram: 'TELEGRAMLOGIN3',
  facebook: 'FACEBOOKLOGIN3',
  google: 'GOOGLELOGIN3',
  twitter: 'TWITTERLOGIN3',
  line: 'LINELOGIN3',
} as const;

export type Provider = keyof typeof PROVIDER_FLAGS;

/**
 * The buttons to show: the site's providers, in its order, whose module flag is on. A site that
 * names none gets the spec's order from the schema's default (§2 Modals: telegram, facebook, google).
 */
export function offeredProviders(
  options: Pick<SocialLoginOptions, 'providers'>,
  flags: ReadonlySet<string>,
): Provider[] {
  return options.providers.filter((provider) => flags.has(PROVIDER_FLAGS[provider]));
}
