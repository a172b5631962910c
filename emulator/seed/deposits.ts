// Payment channels of each brand and the demo member's deposit history (issue 12 point 5).
import type { MerchantSeed } from './merchants.js';
import { createRng, type Rng } from './prng.js';
import { post, type Queryable } from '../money/ledger.js';

export type ChannelKind = 'BANK' | 'EWALLET' | 'QR' | 'USDT';

/** Where the player sends the money for one method: the platform's receiving account, shown in full. */
export type PayTo =
  | { kind: 'BANK'; bankName: string; accountNumber: string; payeeName: string; branch?: string }
  | { kind: 'EWALLET'; walletName: string; accountId: string; payeeName: string }
  | { kind: 'QR'; qrBase: string; payeeName: string }
  | { kind: 'USDT'; network: 'TRC20' | 'ERC20'; address: string };

export interface ChannelMethod {
  code: string;
  name: string;
  payTo: PayTo;
}

export interface ChannelSeed {
  id: string;
  kind: ChannelKind;
  name: string;
  methods: ChannelMethod[];
  minCents: number;
  maxCents: number;
  presetCents: number[];
}

/** Units of the brand's currency per USDT; the USDT channel converts the order amount with it. */
export const USDT_RATES: Record<string, number> = { USD: 1, KHR: 4100, CNY: 7.2 };

/** Each currency's local payment names; a currency not listed (a provisioned brand) gets the USD set. */
interface LocalPayments {
  /** Multiplies the USD-sized limits and presets into this currency. */
  scale: number;
  banks: string[];
  wallets: [string, string][];
  qr: [string, string];
}

const LOCAL: Record<string, LocalPayments> = {
  USD: {
    scale: 1,
    banks: ['First Harbor Bank', 'Union Pacific Savings'],
    wallets: [
      ['SKRILL', 'Skrill'],
      ['NETELLER', 'Neteller'],
    ],
    qr: ['UNIVERSAL_QR', 'Scan to pay'],
  },
  KHR: {
    scale: 4000,
    banks: ['ABA Bank', 'ACLEDA Bank'],
    wallets: [
      ['WING', 'Wing Money'],
      ['TRUEMONEY', 'TrueMoney'],
    ],
    qr: ['KHQR', 'Bakong KHQR'],
  },
  CNY: {
    scale: 7,
    banks: ['中国工商银行', '中国建设银行'],
    wallets: [
      ['ALIPAY', '支付宝'],
      ['WECHAT', '微信支付'],
    ],
    qr: ['UNIONPAY_QR', '云闪付'],
  },
};

const digits = (rng: Rng, n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join('');
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const base58 = (rng: Rng, n: number) =>
  Array.from({ length: n }, () => rng.pick([...BASE58])).join('');
const hex = (rng: Rng, n: number) =>
  Array.from({ length: n }, () => rng.pick([...'0123456789abcdef'])).join('');

/** A stable number from the merchant code, so each brand's accounts differ but never change. */
const codeSeed = (code: string) => [...code].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);

/** The four channel kinds of one brand: limits in its currency, accounts of its own. */
export function channelSeeds(m: Pick<MerchantSeed, 'code' | 'name' | 'currency'>): ChannelSeed[] {
  const local = LOCAL[m.currency] ?? LOCAL.USD!;
  const rng = createRng(codeSeed(m.code));
  const cents = (units: number) => Math.round(units * local.scale * 100);
  const payee = `${m.name} Payments Ltd`;
  const limits = (min: number, max: number, presets: number[]) => ({
    minCents: cents(min),
    maxCents: cents(max),
    presetCents: presets.map(cents),
  });
  return [
    {
      id: `${m.code}-bank`,
      kind: 'BANK',
      name: 'Bank transfer',
      methods: local.banks.map((bankName, i) => ({
        code: `BANK${i + 1}`,
        name: bankName,
        payTo: {
          kind: 'BANK',
          bankName,
          accountNumber: `${rng.int(1, 9)}${digits(rng, 15)}`,
          payeeName: payee,
          branch: i === 0 ? 'Head office' : 'City branch',
        },
      })),
      ...limits(10, 10_000, [50, 100, 500, 1000, 5000]),
    },
    {
      id: `${m.code}-ewallet`,
      kind: 'EWALLET',
      name: 'E-wallet',
      methods: local.wallets.map(([code, walletName]) => ({
        code,
        name: walletName,
        payTo: {
          kind: 'EWALLET',
          walletName,
          accountId: `${m.code}.pay${digits(rng, 6)}`,
          payeeName: payee,
        },
      })),
      ...limits(10, 5_000, [20, 50, 100, 500, 1000]),
    },
    {
      id: `${m.code}-qr`,
      kind: 'QR',
      name: 'QR payment',
      methods: [
        {
          code: local.qr[0],
          name: local.qr[1],
          payTo: {
            kind: 'QR',
            qrBase: `https://pay.${m.code}.example/qr/${hex(rng, 12)}`,
            payeeName: payee,
          },
        },
      ],
      ...limits(10, 3_000, [20, 50, 100, 200, 500]),
    },
    {
      id: `${m.code}-usdt`,
      kind: 'USDT',
      name: 'USDT',
      methods: [
        {
          code: 'TRC20',
          name: 'USDT-TRC20',
          payTo: { kind: 'USDT', network: 'TRC20', address: `T${base58(rng, 33)}` },
        },
        {
          code: 'ERC20',
          name: 'USDT-ERC20',
          payTo: { kind: 'USDT', network: 'ERC20', address: `0x${hex(rng, 40)}` },
        },
      ],
      ...limits(20, 50_000, [100, 500, 1000, 5000, 10000]),
    },
  ];
}

/** What an order hands the player: the method's account, with the QR payload and the USDT sum made for this order. */
export type OrderPayTo =
  | Exclude<PayTo, { kind: 'QR' } | { kind: 'USDT' }>
  | { kind: 'QR'; qrPayload: string; payeeName: string }
  | { kind: 'USDT'; network: 'TRC20' | 'ERC20'; address: string; rate: number; usdtAmount: number };

export function orderPayTo(
  payTo: PayTo,
  order: { reference: string; amountCents: number; currency: string },
): OrderPayTo {
  if (payTo.kind === 'QR') {
    // A dynamic QR: the payload carries the order, so the payment matches it without the player typing anything.
    const query = new URLSearchParams({
      ref: order.reference,
      amount: (order.amountCents / 100).toFixed(2),
      currency: order.currency,
    });
    return { kind: 'QR', qrPayload: `${payTo.qrBase}?${query}`, payeeName: payTo.payeeName };
  }
  if (payTo.kind === 'USDT') {
    const rate = USDT_RATES[order.currency] ?? 1;
    // Rounded up, so the merchant never receives less than the order.
    return { ...payTo, rate, usdtAmount: Math.ceil(order.amountCents / rate) / 100 };
  }
  return payTo;
}

/** The order reference: D + yymmdd (UTC) + the day's sequence, 4 digits or more (D2611230001). */
export async function nextReference(tx: Queryable, at: number): Promise<string> {
  const prefix = `D${new Date(at).toISOString().slice(2, 10).replaceAll('-', '')}`;
  const { rows } = await tx.query<{ last: number | null }>(
    `SELECT max(substr(id, 8)::int) AS last FROM deposits WHERE id LIKE $1 || '%'`,
    [prefix],
  );
  return `${prefix}${String((rows[0]?.last ?? 0) + 1).padStart(4, '0')}`;
}

const DAY_MS = 86_400_000;
/** The demo member's history: this many approved deposits, and a few that never arrived. */
export const HISTORY = { days: 90, approved: 60, rejected: 3, failed: 2 };

/**
 * The brand's channels, then the demo member's 90 days of deposits before `now`: approved ones are real ledger
 * movements at their settlement time (house 'deposits' to the member's MAIN), rejected and failed ones moved nothing.
 */
export async function seedDeposits(
  tx: Queryable,
  m: Pick<MerchantSeed, 'code' | 'name' | 'currency'>,
  demoId: number,
  now: number,
): Promise<void> {
  const channels = channelSeeds(m);
  for (const [sort, c] of channels.entries())
    await tx.query(
      `INSERT INTO payment_channels (id, merchant, kind, name, methods, min_cents, max_cents, presets, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        c.id,
        m.code,
        c.kind,
        c.name,
        JSON.stringify(c.methods),
        c.minCents,
        c.maxCents,
        JSON.stringify(c.presetCents),
        sort,
      ],
    );

  const rng = createRng(codeSeed(m.code) ^ 0x5eed);
  const outcomes = [
    ...Array<'APPROVED'>(HISTORY.approved).fill('APPROVED'),
    ...Array<'REJECTED'>(HISTORY.rejected).fill('REJECTED'),
    ...Array<'FAILED'>(HISTORY.failed).fill('FAILED'),
  ];
  const orders = outcomes
    .map((status) => ({ status, at: now - rng.int(1, HISTORY.days * DAY_MS - 3_600_000) }))
    .sort((a, b) => a.at - b.at);
  for (const order of orders) {
    const channel = rng.pick(channels);
    const method = rng.pick(channel.methods);
    // A preset most of the time, as people pick them; otherwise a round amount within the first tenth of the range.
    const amountCents =
      rng.next() < 0.7
        ? rng.pick(channel.presetCents)
        : channel.minCents *
          rng.int(1, Math.max(1, Math.floor(channel.maxCents / channel.minCents / 10)));
    const reference = await nextReference(tx, order.at);
    const settledAt = order.at + rng.int(2, 40) * 60_000;
    const movementId =
      order.status === 'APPROVED'
        ? await post(tx, {
            memberId: demoId,
            kind: 'deposit',
            reference,
            note: `${channel.name} ${method.name}`,
            legs: [
              { account: { house: 'deposits' }, cents: -amountCents },
              { account: { memberId: demoId, wallet: 'MAIN' }, cents: amountCents },
            ],
            at: settledAt,
          })
        : null;
    await tx.query(
      `INSERT INTO deposits (id, merchant, member_id, channel_id, method, amount_cents, payer_name, pay_to, status, created_at, settled_at, movement_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        reference,
        m.code,
        demoId,
        channel.id,
        method.code,
        amountCents,
        'Demo Tester',
        JSON.stringify(orderPayTo(method.payTo, { reference, amountCents, currency: m.currency })),
        order.status,
        new Date(order.at).toISOString(),
        new Date(settledAt).toISOString(),
        movementId,
      ],
    );
  }
}
