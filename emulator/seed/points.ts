// The points mall of one brand (issue 13 point 3): its points settings, the goods catalogue (goods, life services,
// gift exchange) and mall01, the member of the points-mall journey: a funds password, cash and opening points.
// The demo member's points are not seeded: they are earned from its seeded bets and deposits (handlers/pointsLedger).
import type { Db } from '../db/database.js';
import { post, toCents } from '../money/ledger.js';
import { gameIconUrl } from '../handlers/games.js';
import { currencyScaleOf, defaultPointSettings } from '../handlers/pointsConfig.js';
import { writeEntry } from '../handlers/pointsLedger.js';
import type { MerchantSeed } from './merchants.js';
import { hashPassword } from './password.js';
import { SEEDED_FUNDS_PASSWORD } from './security.js';

type Tx = Pick<Db, 'query'>;

const DAY_MS = 86_400_000;

/** The member of the points-mall journey and tests (every brand). */
export const POINTS_MEMBER = {
  account: 'mall01',
  password: 'Mall1234',
  fundsPassword: SEEDED_FUNDS_PASSWORD,
  /** Opening points, all of type 'deposit' (a welcome grant): enough for several goods, not for the trip. */
  openingPoints: 20_000,
  /** MAIN wallet in US dollars, scaled to the brand's currency. */
  openingDollars: 2_000,
} as const;

type GoodsKind = 'GOODS' | 'LIFE' | 'GIFT';

interface GoodsSeed {
  key: string;
  kind: GoodsKind;
  name: Record<'EN' | 'CN' | 'KM', string>;
  points: number;
  /** Cash part in US dollars, scaled to the brand's currency. */
  dollars: number;
  minDepositDollars?: number;
  minValidBetDollars?: number;
  quantity: number;
  remaining: number;
}

/** The catalogue: every kind, free and part-cash goods, conditions, a sold-out item. */
export const GOODS_SEEDS: readonly GoodsSeed[] = [
  {
    key: 'power-bank',
    kind: 'GOODS',
    name: { EN: 'Power bank 10,000 mAh', CN: '10000毫安充电宝', KM: 'ថ្មសាកចល័ត 10,000 mAh' },
    points: 800,
    dollars: 0,
    quantity: 200,
    remaining: 163,
  },
  {
    key: 'earbuds',
    kind: 'GOODS',
    name: { EN: 'Wireless earbuds', CN: '无线耳机', KM: 'កាសឥតខ្សែ' },
    points: 3_000,
    dollars: 5,
    quantity: 100,
    remaining: 58,
  },
  {
    key: 'smart-watch',
    kind: 'GOODS',
    name: { EN: 'Smart watch', CN: '智能手表', KM: 'នាឡិកាឆ្លាតវៃ' },
    points: 12_000,
    dollars: 20,
    minDepositDollars: 1_000,
    quantity: 40,
    remaining: 12,
  },
  {
    key: 'gaming-phone',
    kind: 'GOODS',
    name: { EN: 'Gaming phone', CN: '游戏手机', KM: 'ទូរស័ព្ទហ្គេម' },
    points: 60_000,
    dollars: 100,
    minValidBetDollars: 50_000,
    quantity: 5,
    remaining: 0,
  },
  {
    key: 'phone-top-up',
    kind: 'LIFE',
    name: { EN: 'Mobile top-up', CN: '手机话费充值', KM: 'បញ្ចូលលុយទូរស័ព្ទ' },
    points: 1_000,
    dollars: 0,
    quantity: 1_000,
    remaining: 874,
  },
  {
    key: 'food-voucher',
    kind: 'LIFE',
    name: { EN: 'Food delivery voucher', CN: '外卖代金券', KM: 'ប័ណ្ណបញ្ជាទិញអាហារ' },
    points: 1_500,
    dollars: 0,
    quantity: 500,
    remaining: 411,
  },
  {
    key: 'cinema',
    kind: 'LIFE',
    name: { EN: 'Cinema tickets for two', CN: '双人电影票', KM: 'សំបុត្រកុនសម្រាប់ពីរនាក់' },
    points: 2_500,
    dollars: 2,
    quantity: 300,
    remaining: 240,
  },
  {
    key: 'red-envelope',
    kind: 'GIFT',
    name: { EN: 'Lucky red envelope', CN: '幸运红包', KM: 'អាំងប៉ាវសំណាង' },
    points: 500,
    dollars: 0,
    quantity: 2_000,
    remaining: 1_630,
  },
  {
    key: 'gift-box',
    kind: 'GIFT',
    name: { EN: 'Birthday gift box', CN: '生日礼盒', KM: 'ប្រអប់កាដូខួបកំណើត' },
    points: 5_000,
    dollars: 0,
    minDepositDollars: 500,
    quantity: 150,
    remaining: 97,
  },
  {
    key: 'holiday',
    kind: 'GIFT',
    name: { EN: 'VIP holiday trip', CN: 'VIP度假之旅', KM: 'ដំណើរកម្សាន្ត VIP' },
    points: 200_000,
    dollars: 500,
    minDepositDollars: 10_000,
    minValidBetDollars: 1_000_000,
    quantity: 3,
    remaining: 3,
  },
];

/** The goods id on a brand: stable, so tests and the journey can name it. */
export const goodsIdOf = (merchant: string, key: string) => `${merchant}-${key}`;

const cents = (dollars: number, scale: number) => toCents(dollars * scale);

/** Settings and goods: called with the merchant's own rows (seedMerchant). */
export async function seedPointsMall(tx: Tx, m: MerchantSeed): Promise<void> {
  await tx.query(
    `UPDATE merchants SET settings = settings || jsonb_build_object('points', $2::jsonb) WHERE code = $1`,
    [m.code, JSON.stringify(defaultPointSettings(m.currency))],
  );
  const scale = currencyScaleOf(m.currency);
  for (const [sort, g] of GOODS_SEEDS.entries())
    await tx.query(
      `INSERT INTO point_goods (id, merchant, kind, name, image_url, points, amount_cents, min_deposit_cents,
                                min_valid_bet_cents, quantity, remaining, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        goodsIdOf(m.code, g.key),
        m.code,
        g.kind,
        JSON.stringify(g.name),
        gameIconUrl(`goods-${g.key}`),
        g.points,
        cents(g.dollars, scale).toString(),
        cents(g.minDepositDollars ?? 0, scale).toString(),
        cents(g.minValidBetDollars ?? 0, scale).toString(),
        g.quantity,
        g.remaining,
        sort,
      ],
    );
}

/** mall01: after the brand's other accounts (seedAccounts). */
export async function seedPointsMember(tx: Tx, m: MerchantSeed, nowMs: number): Promise<void> {
  const seed = POINTS_MEMBER;
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO members (merchant, account, password_hash, nickname, type, currency, email, language,
                          payee_name, funds_password_hash, email_verified)
     VALUES ($1, $2, $3, 'Mall01', 0, $4, $5, $6, 'Mall Tester', $7, true) RETURNING id`,
    [
      m.code,
      seed.account,
      await hashPassword(seed.password),
      m.currency,
      `${seed.account}@${m.mainDomain}`,
      m.defaultLanguage,
      await hashPassword(seed.fundsPassword),
    ],
  );
  const id = rows[0]!.id;
  const opening = cents(seed.openingDollars, currencyScaleOf(m.currency));
  await post(tx, {
    memberId: id,
    kind: 'opening',
    note: 'opening balance',
    at: nowMs - 100 * DAY_MS,
    legs: [
      { account: { house: 'cash' }, cents: -opening },
      { account: { memberId: id, wallet: 'MAIN' }, cents: opening },
    ],
  });
  await writeEntry(
    tx,
    {
      merchant: m.code,
      memberId: id,
      kind: 'EARN',
      reference: 'WELCOME',
      note: 'welcome points',
      parts: { deposit: seed.openingPoints },
      at: nowMs - 30 * DAY_MS,
    },
    0,
  );
}
