import type { RebateSetting } from './api';

/** One game type's rates: its default for every vendor without a rate of its own, and those. */
export interface ProductRates {
  productType: string;
  /** The game type's default; absent when only named vendors earn a rebate. */
  rate?: number;
  /** Vendors with a rate of their own, by vendor code. */
  vendors: { vendor: string; rate: number }[];
}

/**
 * The platform's rows (one per game type and vendor, a row without `vassalage` being the game
 * type's default) grouped per game type, in the order the answer gives the game types.
 */
export function byProductType(settings: readonly RebateSetting[]): ProductRates[] {
  const groups = new Map<string, ProductRates>();
  for (const s of settings) {
    let group = groups.get(s.productType);
    if (!group) {
      group = { productType: s.productType, vendors: [] };
      groups.set(s.productType, group);
    }
    if (s.vassalage === undefined) group.rate = s.rate;
    else group.vendors.push({ vendor: s.vassalage, rate: s.rate });
  }
  for (const group of groups.values())
    group.vendors.sort((a, b) => a.vendor.localeCompare(b.vendor));
  return [...groups.values()];
}
