export type RecoveryTab = 'mobile' | 'email';

/** Forgot-password tabs (§2): by phone needs PWRESETSMS3 and CHNGPASSVERIF3, by e-mail CHNGPASSMAIL3. */
export function recoveryTabs(flags: ReadonlySet<string>): RecoveryTab[] {
  const tabs: RecoveryTab[] = [];
  if (flags.has('PWRESETSMS3') && flags.has('CHNGPASSVERIF3')) tabs.push('mobile');
  if (flags.has('CHNGPASSMAIL3')) tabs.push('email');
  return tabs;
}
