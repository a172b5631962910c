// Security-centre data of one brand: its bank list, card limit and age gate, and the members' cards and funds passwords.
import type { Db } from '../db/database.js';
import type { MerchantSeed } from './merchants.js';
import { payeeNameOf } from './accounts.js';
import { hashPassword } from './password.js';

type Tx = Pick<Db, 'query'>;

/** How many cards a member may bind; the security journey meets it with player02. */
export const BANK_CARD_LIMIT = 3;
/** §9: age gate 18 (configurable per merchant). */
export const AGE_GATE = 18;
/** Funds password of the seeded members that have one (never the demo member: its journey sets one). */
export const SEEDED_FUNDS_PASSWORD = '135790';

/** Banks of the brand's country, by currency; a brand provisioned on the fly gets the dollar list. */
export function banksOf(m: Pick<MerchantSeed, 'currency'>): string[] {
  switch (m.currency) {
    case 'KHR':
      return ['ABA Bank', 'ACLEDA Bank', 'Canadia Bank', 'Wing Bank', 'Prince Bank'];
    case 'CNY':
      return ['中国工商银行', '中国建设银行', '中国农业银行', '中国银行', '招商银行'];
    default:
      return ['Bank of America', 'Chase', 'Wells Fargo', 'Citibank', 'HSBC'];
  }
}

export async function seedSecuritySettings(tx: Tx, m: MerchantSeed): Promise<void> {
  await tx.query(
    'INSERT INTO merchant_security (merchant, banks, bank_card_limit, age_gate) VALUES ($1, $2, $3, $4)',
    [m.code, JSON.stringify(banksOf(m)), BANK_CARD_LIMIT, AGE_GATE],
  );
}

/** A card number of the brand and member that no other seeded card shares (16 digits). */
const cardNumber = (merchantIndex: number, memberIndex: number, card: number) =>
  `62220${String(merchantIndex).padStart(3, '0')}${String(memberIndex).padStart(4, '0')}${String(card).padStart(4, '0')}`;

/**
 * Seeded members' security state. The demo member has verified contacts but no card and no funds
 * password (the security journey binds and sets them); player01 has one card and a funds password;
 * player02 is at the card limit.
 */
export async function seedSecurityAccounts(tx: Tx, m: MerchantSeed): Promise<void> {
  await tx.query(
    'UPDATE members SET email_verified = true, mobile_verified = true WHERE merchant = $1',
    [m.code],
  );
  const funds = await hashPassword(SEEDED_FUNDS_PASSWORD);
  const banks = banksOf(m);
  const merchantIndex = [...m.code].reduce((sum, c) => sum + c.charCodeAt(0), 0) % 1000;
  const cards: Record<string, number> = { player01: 1, player02: BANK_CARD_LIMIT };
  for (const [index, [account, count]] of Object.entries(cards).entries()) {
    const { rows } = await tx.query<{ id: number }>(
      `UPDATE members SET funds_password_hash = $1, birthday = '1990-05-17'
       WHERE merchant = $2 AND account = $3 RETURNING id`,
      [funds, m.code, account],
    );
    const id = rows[0]?.id;
    if (id === undefined) continue;
    for (let card = 0; card < count; card++)
      await tx.query(
        `INSERT INTO bank_cards (merchant, member_id, bank_name, account_number, payee_name, branch)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          m.code,
          id,
          banks[card % banks.length],
          cardNumber(merchantIndex, index, card),
          payeeNameOf(account),
          card === 0 ? 'Main branch' : null,
        ],
      );
  }
}
