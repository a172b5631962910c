// Reading a merchant's module switches.
import type { Db } from '../db/database.js';

export async function moduleFlags(
  db: Pick<Db, 'query'>,
  merchant: string,
): Promise<Map<string, boolean>> {
  const { rows } = await db.query<{ mod_id: string; enabled: boolean }>(
    'SELECT mod_id, enabled FROM merchant_modules WHERE merchant = $1',
    [merchant],
  );
  return new Map(rows.map((r) => [r.mod_id, r.enabled]));
}

/** Any-of gate: an endpoint with no modules is never gated; an unknown module counts as off. */
export function gateOpen(flags: Map<string, boolean>, modules: string[]): boolean {
  return modules.length === 0 || modules.some((m) => flags.get(m) === true);
}
