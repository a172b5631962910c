// Fills an empty database once, deterministically (fixed PRNG seed).
import { insertRows, type Db } from '../db/database.js';
import { createRng } from './prng.js';
import { merchantSeeds } from './merchants.js';
import { vendorRows, vendorColumns, gameRows, gameColumns } from './catalogue.js';
import { countryRows } from './content.js';
import { seedAccounts, seedMerchant } from './seedMerchant.js';

export async function seedIfEmpty(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM merchants');
  if ((rows[0]?.n ?? 0) > 0) return false;
  const rng = createRng(20250101);
  await db.transaction(async (tx) => {
    for (const m of merchantSeeds) await seedMerchant(tx, m, rng, 'rsa');
    await insertRows(tx, 'vendors', vendorColumns, vendorRows(rng));
    await insertRows(tx, 'games', gameColumns, gameRows(rng), 800);
    await insertRows(tx, 'countries', ['country_code', 'dialing_code', 'name'], countryRows);
    for (const m of merchantSeeds) await seedAccounts(tx, m);
  });
  return true;
}
