// Demo accounts of every kind, identical for each brand so tests and docs can name them.
import type { MerchantSeed } from './merchants.js';

/** Published in the README so a person can add it to an authenticator app and try two-factor. */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** Every demo account has a real bank-account name on record: one of the two-factor proofs. */
export const payeeNameOf = (account: string) =>
  `${account.replace(/\d+$/, '').replace(/^\w/, (c) => c.toUpperCase())} Tester`;

export interface AccountSeed {
  account: string;
  password: string;
  type: number;
  /** MAIN wallet at seed time; written as an 'opening' ledger movement paid by house cash. */
  openingBalance: number;
  upline?: string;
  expired?: boolean;
  defaultPassword?: boolean;
  /** Base32 secret of an authenticator app (RFC 6238), for the two-factor journey. */
  totpSecret?: string;
  note: string;
}

export const accountSeeds: AccountSeed[] = [
  { account: 'demo', password: 'Demo1234', type: 0, openingBalance: 8888, note: 'member' },
  {
    account: 'agent01',
    password: 'Agent1234',
    type: 1,
    openingBalance: 50000,
    note: 'agent (type 1) with downlines player01..05',
  },
  ...[1, 2, 3, 4, 5].map((n) => ({
    account: `player0${n}`,
    password: 'Player1234',
    type: 0,
    openingBalance: 100 * n,
    upline: 'agent01',
    note: 'downline of agent01',
  })),
  {
    account: 'expired01',
    password: 'Expired1234',
    type: 0,
    openingBalance: 10,
    expired: true,
    note: 'password expired',
  },
  {
    account: 'newbie01',
    password: 'Newbie1234',
    type: 0,
    openingBalance: 0,
    defaultPassword: true,
    note: 'default initial password',
  },
  {
    account: 'agent02',
    password: 'Agent1234',
    type: 2,
    openingBalance: 0,
    note: 'pure agent (type 2): refused on the member side',
  },
  ...[6, 7, 8].map((n) => ({
    account: `player0${n}`,
    password: 'Player1234',
    type: 0,
    openingBalance: 20 * n,
    ...(n === 7 ? { totpSecret: DEMO_TOTP_SECRET } : {}),
    note: n === 7 ? 'member with an authenticator app (secret in the README)' : 'member',
  })),
  // Agent contracts (issue 14, seed/contracts.ts): agent11 has no contract with agent01 yet (the journey
  // proposes one); agent11 gives agent12 a daily salary at 1.50 per unit; agent13 has contracts of every
  // type with agent01 and 10 days of settlements; agent14 is owed a dividend by agent13.
  ...(
    [
      ['agent11', 'agent01', 5000, 'agent (type 1), downline of agent01 with no contract yet'],
      ['agent12', 'agent11', 500, 'agent (type 1), downline of agent11, daily salary at 1.50'],
      ['agent13', 'agent01', 20000, 'agent (type 1), downline of agent01, every contract type'],
      ['agent14', 'agent13', 500, 'agent (type 1), downline of agent13, owed a dividend'],
    ] as const
  ).map(([account, upline, openingBalance, note]) => ({
    account,
    password: 'Agent1234',
    type: 1,
    openingBalance,
    upline,
    note,
  })),
  ...(
    [
      ['player11', 'agent11'],
      ['player12', 'agent12'],
      ['player13', 'agent13'],
      ['player14', 'agent14'],
    ] as const
  ).map(([account, upline]) => ({
    account,
    password: 'Player1234',
    type: 0,
    openingBalance: 100,
    upline,
    note: `player under ${upline} (contract team volume)`,
  })),
];

/** Mobile numbers are per brand so SMS login can find the member. */
export const mobileOf = (m: MerchantSeed, index: number) =>
  `${m.code === 'angkor7' ? '855' : m.code === 'longhai9' ? '86' : '1'}55500${String(index).padStart(4, '0')}`;
