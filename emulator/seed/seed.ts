// Fills an empty database once, deterministically (fixed PRNG seed).
import { insertRows, type Db } from '../db/database.js';
import { createRng } from './prng.js';
import { merchantSeeds, merchantSettings, moduleRows, registerRuleRows } from './merchants.js';
import { vendorRows, vendorColumns, gameRows, gameColumns } from './catalogue.js';
import { accountSeeds, mobileOf } from './accounts.js';
import { announcementRows, announcementColumns, countryRows } from './content.js';
import { hashPassword } from './password.js';

export async function seedIfEmpty(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM merchants');
  if ((rows[0]?.n ?? 0) > 0) return false;
  const rng = createRng(20250101);
  await db.transaction(async (tx) => {
    for (const m of merchantSeeds) {
      const s = merchantSettings(m);
      await tx.query(
        `INSERT INTO merchants (code, name, cipher, currency, currency_symbol, default_language, main_domain, analytics_id, reg_sms_verification, settings)
         VALUES ($1,$2,'rsa',$3,$4,$5,$6,$7,$8,$9)`,
        [
          m.code,
          m.name,
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
      await insertRows(
        tx,
        'announcements',
        announcementColumns,
        announcementRows(m.code, m.name, rng),
      );
    }
    await insertRows(tx, 'vendors', vendorColumns, vendorRows(rng));
    await insertRows(tx, 'games', gameColumns, gameRows(rng), 800);
    await insertRows(tx, 'countries', ['country_code', 'dialing_code', 'name'], countryRows);
    for (const m of merchantSeeds) {
      const hashes = await Promise.all(accountSeeds.map((a) => hashPassword(a.password)));
      const ids = new Map<string, number>();
      for (const [i, a] of accountSeeds.entries()) {
        const res = await tx.query<{ id: number }>(
          `INSERT INTO members (merchant, account, password_hash, nickname, type, currency, email, mobile_num, language, balance, points, upline_id, password_expires_at, default_password)
           VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14) RETURNING id`,
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
            a.balance,
            a.balance * 2,
            a.upline ? ids.get(a.upline) : null,
            a.expired ? '2024-01-01T00:00:00Z' : null,
            a.defaultPassword ?? false,
          ],
        );
        ids.set(a.account, res.rows[0]!.id);
      }
    }
  });
  return true;
}
