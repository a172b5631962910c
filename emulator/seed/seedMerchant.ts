// One brand's rows: the merchant, its module switches, registration rules, announcements and accounts.
import { insertRows, type Db } from '../db/database.js';
import type { Rng } from './prng.js';
import { merchantSettings, moduleRows, registerRuleRows, type MerchantSeed } from './merchants.js';
import { accountSeeds, mobileOf, payeeNameOf } from './accounts.js';
import { announcementRows, announcementColumns } from './content.js';
import { hashPassword } from './password.js';
import { post, toCents } from '../money/ledger.js';
import { seedSecurityAccounts, seedSecuritySettings } from './security.js';
import { INBOX_ACCOUNT, seedMessages } from './messages.js';
import { seedDeposits } from './deposits.js';
import { seedWithdrawals } from './withdrawals.js';
import { seedDemoBonuses } from './bonuses.js';
import { REWARDS_ACCOUNT, seedDemoRewards } from './rewards.js';
import { seedVipLevels } from './vip.js';
import { seedPromotionEntries, seedPromotions } from './promotions.js';
import { seedPointsMall, seedPointsMember } from './points.js';
import { seedRebate } from './rebate.js';
import { seedReferrals } from './referral.js';
import { seedMissionCatalogue, seedMissionMembers } from './missions.js';
import { seedAgentTree } from './agentTree.js';
import { seedContracts } from './contracts.js';
import { seedCredit } from './credit.js';

type Tx = Pick<Db, 'query' | 'exec'>;

/** Brands that run one wallet for every vendor (merchantWallet isSingle): no vendor wallets, no transfers. */
const SINGLE_WALLET_MERCHANTS = ['longhai9'];

export async function seedMerchant(
  tx: Tx,
  m: MerchantSeed,
  rng: Rng,
  cipher: 'rsa' | 'none',
): Promise<void> {
  const s: Record<string, unknown> = {
    ...merchantSettings(m),
    singleWallet: SINGLE_WALLET_MERCHANTS.includes(m.code),
  };
  await tx.query(
    `INSERT INTO merchants (code, name, cipher, currency, currency_symbol, default_language, main_domain, analytics_id, reg_sms_verification, settings)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10)`,
    [
      m.code,
      m.name,
      cipher,
      m.currency,
      m.currencySymbol,
      m.defaultLanguage,
      m.mainDomain,
      s.analyticsId,
      m.regSmsVerification,
      JSON.stringify(s),
    ],
  );
  await insertRows(tx, 'merchant_modules', ['merchant', 'mod_id', 'enabled'], moduleRows(m));
  await insertRows(
    tx,
    'register_rules',
    [
      'merchant',
      'name',
      'enabled',
      'required',
      'accepted_pattern',
      'min_length',
      'max_length',
      'pattern_id',
      'sort',
    ],
    registerRuleRows(m),
  );
  await insertRows(tx, 'announcements', announcementColumns, announcementRows(m.code, m.name, rng));
  await seedSecuritySettings(tx, m);
  await seedVipLevels(tx, m);
  await seedPromotions(tx, m, Date.now());
  await seedPointsMall(tx, m);
  await seedMissionCatalogue(tx, m, Date.now());
}

/** The demo accounts of one brand (the same set on every merchant). */
export async function seedAccounts(tx: Tx, m: MerchantSeed): Promise<void> {
  const hashes = await Promise.all(accountSeeds.map((a) => hashPassword(a.password)));
  const ids = new Map<string, number>();
  for (const [i, a] of accountSeeds.entries()) {
    const res = await tx.query<{ id: number }>(
      `INSERT INTO members (merchant, account, password_hash, nickname, type, currency, email, mobile_num, language, points, upline_id, password_expires_at, default_password, payee_name, totp_secret)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15) RETURNING id`,
      [
        m.code,
        a.account,
        hashes[i],
        a.account.replace(/^\w/, (c) => c.toUpperCase()),
        a.type,
        m.currency,
        `${a.account}@${m.mainDomain}`,
        mobileOf(m, i),
        m.defaultLanguage,
        a.openingBalance * 2,
        a.upline ? ids.get(a.upline) : null,
        a.expired ? '2024-01-01T00:00:00Z' : null,
        a.defaultPassword ?? false,
        payeeNameOf(a.account),
        a.totpSecret ?? null,
      ],
    );
    const memberId = res.rows[0]!.id;
    ids.set(a.account, memberId);
    if (a.openingBalance > 0) await postOpeningBalance(tx, memberId, a.openingBalance);
  }
  await seedMessages(tx, m.code, ids.get(INBOX_ACCOUNT)!, m.defaultLanguage, Date.now());
  await seedSecurityAccounts(tx, m);
  await seedDeposits(tx, m, ids.get('demo')!, Date.now());
  await seedWithdrawals(tx, m, ids.get('demo')!, Date.now());
  await seedDemoBonuses(tx, m, ids.get('demo')!, Date.now());
  await seedDemoRewards(tx, m, ids.get(REWARDS_ACCOUNT)!, Date.now());
  await seedPromotionEntries(tx, m.code, ids.get('demo')!, Date.now());
  await seedPointsMember(tx, m, Date.now());
  await seedRebate(tx, m, Date.now());
  await seedReferrals(tx, m);
  await seedMissionMembers(tx, m, ids, Date.now());
  await seedCredit(tx, m, Date.now());
  // After the security seed: agent01's funds password reuses player01's hash.
  await seedAgentTree(tx, m, Date.now());
  await seedContracts(tx, m.code, Date.now());
}

/** Before the 90 days of seeded history, so the account record lists it as the oldest entry. */
const OPENING_AGE_MS = 100 * 24 * 60 * 60 * 1000;

/** Money only enters a wallet through the ledger: the house's cash pays the opening balance. */
async function postOpeningBalance(tx: Tx, memberId: number, amount: number): Promise<void> {
  const cents = toCents(amount);
  await post(tx, {
    memberId,
    kind: 'opening',
    note: 'opening balance',
    at: Date.now() - OPENING_AGE_MS,
    legs: [
      { account: { house: 'cash' }, cents: -cents },
      { account: { memberId, wallet: 'MAIN' }, cents },
    ],
  });
}

/** A brand created on the fly for a new site (npm run site:new): every module on, no cipher. */
export function provisionedSeed(code: string, name: string, defaultLanguage: string): MerchantSeed {
  return {
    code,
    name,
    currency: 'USD',
    currencySymbol: '$',
    defaultLanguage,
    mainDomain: `${code}.localhost`,
    regSmsVerification: false,
    off: [],
  };
}
