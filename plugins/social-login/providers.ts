/** The social sign-in providers and the whitelabel module that switches each on (§3, platform-facts). */
export const PROVIDER_FLAGS = {
  telegram: 'TELEGRAMLOGIN3',
  facebook: 'FACEBOOKLOGIN3',
  google: 'GOOGLELOGIN3',
  twitter: 'TWITTERLOGIN3',
  line: 'LINELOGIN3',
} as const;

export type Provider = keyof typeof PROVIDER_FLAGS;

/** The spec's order (§2 Modals: telegram, facebook, google) when a site names none. */
export const DEFAULT_PROVIDERS: readonly Provider[] = ['telegram', 'facebook', 'google'];

export interface SocialLoginOptions {
  providers?: Provider[];
}

/** The buttons to show: the site's providers, in its order, whose module flag is on. */
export function offeredProviders(
  options: SocialLoginOptions,
  flags: ReadonlySet<string>,
): Provider[] {
  return (options.providers ?? DEFAULT_PROVIDERS).filter((provider) =>
    flags.has(PROVIDER_FLAGS[provider]),
  );
}
