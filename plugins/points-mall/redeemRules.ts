import type { Goods } from './api';

/** The most of one item one exchange may take (the platform refuses more). */
export const MAX_QUANTITY = 10;
/** Longest delivery address the platform keeps. */
export const ADDRESS_MAX = 200;
const PHONE = /^\+?[0-9][0-9 -]{5,19}$/;

/** A rule's text: an i18n key of the plugin and its values. */
export interface RuleText {
  key: string;
  values?: Record<string, string | number>;
}

/** Why an item cannot be exchanged before anything is typed, or null. */
export function goodsBlock(goods: Goods, points: number): RuleText | null {
  if (goods.remaining === 0) return { key: 'goods.sold_out' };
  if (goods.unmet.length > 0) return { key: 'goods.conditions_unmet' };
  if (points < goods.points) return { key: 'goods.not_enough_points' };
  return null;
}

/** The most the member may ask for: stock, points and the per-exchange limit. */
export function maxQuantity(goods: Goods, points: number): number {
  return Math.max(
    0,
    Math.min(MAX_QUANTITY, goods.remaining, Math.floor(points / Math.max(1, goods.points))),
  );
}

/** The quantity as typed: a whole number from 1 to `max`. */
export function checkQuantity(text: string, max: number): RuleText | null {
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isInteger(value) || value < 1 || value > max)
    return { key: 'redeem.quantity_rule', values: { max } };
  return null;
}

/** Goods go by post, so they need an address; life services and gifts reach the member by phone. */
export function checkAddress(kind: Goods['type'], text: string): RuleText | null {
  const address = text.trim();
  if (kind === 'GOODS' && address === '') return { key: 'redeem.address_required' };
  if (address.length > ADDRESS_MAX)
    return { key: 'redeem.address_long', values: { max: ADDRESS_MAX } };
  return null;
}

export function checkPhone(text: string): RuleText | null {
  return PHONE.test(text.trim()) ? null : { key: 'redeem.phone_rule' };
}

/** What `quantity` of the item costs: points, and cash from the main wallet (in cents, then back). */
export function costOf(goods: Goods, quantity: number): { points: number; amount: number } {
  return {
    points: goods.points * quantity,
    amount: Math.round(goods.amount * 100 * quantity) / 100,
  };
}

/** Whole points an amount of cash buys at `ratio` points per 1.00 (a fraction of a point is not given). */
export function pointsForCash(amount: number, ratio: number): number {
  return Math.floor((Math.round(amount * 100) * ratio) / 100 + 1e-9);
}
