/**
 * A bank account number as every page but its own input shows it (issue 12, Reliability):
 * only the last four characters, in the usual groups, "**** **** **** 2233". Spaces and dashes
 * the person typed are ignored; a number too short to keep anything hidden is hidden whole.
 */
export function maskBankNumber(accountNumber: string): string {
  const characters = accountNumber.replace(/[\s-]/g, '');
  if (characters.length <= 4) return '****';
  return `**** **** **** ${characters.slice(-4)}`;
}
