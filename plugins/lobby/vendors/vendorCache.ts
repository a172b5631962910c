import type { VendorLane } from '../types';

/** §3 session key holding the vendor data; §4: cached in session storage, a flush refetches. */
const KEY = 'gameVendor';

interface CachedVendors {
  language: string;
  lanes: VendorLane[];
}

export function readVendorCache(language: string): VendorLane[] | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const cached = JSON.parse(raw) as Partial<CachedVendors>;
    return cached.language === language && Array.isArray(cached.lanes) ? cached.lanes : null;
  } catch {
    return null;
  }
}

export function writeVendorCache(language: string, lanes: VendorLane[]): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ language, lanes } satisfies CachedVendors));
  } catch {
    // a full or refused storage only costs a refetch next time
  }
}

/** Forces the next read to ask the platform again. */
export function flushVendorCache(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing cached to flush
  }
}
