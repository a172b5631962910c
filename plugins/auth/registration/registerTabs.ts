export type RegisterTab = 'username' | 'mobile';

/** Register popup tabs (§2): username under USERNAMEREG3, mobile under MOBILENUMREG3 (REG3 for both). */
export function registerTabs(flags: ReadonlySet<string>): RegisterTab[] {
  if (!flags.has('REG3')) return [];
  const tabs: RegisterTab[] = [];
  if (flags.has('USERNAMEREG3')) tabs.push('username');
  if (flags.has('MOBILENUMREG3')) tabs.push('mobile');
  return tabs;
}
