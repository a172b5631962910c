// The human page of the control API: merchants, switches, last SMS codes and captchas, demo accounts.
import type { Db } from '../db/database.js';
import type { MerchantRow } from '../context.js';
import { siteStatus } from '../handlers/system.js';
import { accountSeeds } from '../seed/accounts.js';

const esc = (v: unknown) => String(v ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const table = (head: string[], rows: unknown[][]) =>
  `<table><tr>${head.map((h) => `<th>${esc(h)}</th>`).join('')}</tr>${rows.map((r) => `<tr>${r.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`).join('')}</table>`;

export async function controlPage(db: Db): Promise<string> {
  const merchants = (await db.query<MerchantRow>('SELECT * FROM merchants ORDER BY code')).rows;
  const modules = (
    await db.query<{ merchant: string; mod_id: string; enabled: boolean }>(
      'SELECT * FROM merchant_modules ORDER BY merchant, mod_id',
    )
  ).rows;
  const sms = (
    await db.query<{
      merchant: string;
      mobile_num: string;
      code: string;
      purpose: string;
      created_at: Date;
    }>('SELECT * FROM sms_codes ORDER BY id DESC LIMIT 10')
  ).rows;
  const captchas = (
    await db.query<{
      merchant: string;
      id: string;
      answer: string;
      used: boolean;
      created_at: Date;
    }>('SELECT * FROM captchas ORDER BY created_at DESC LIMIT 10')
  ).rows;
  const flags = (code: string) =>
    modules
      .filter((m) => m.merchant === code)
      .map((m) => `${m.enabled ? '✔' : '✘'} ${m.mod_id}`)
      .join('  ');
  return `<!doctype html><html><head><meta charset="utf-8"><title>Platform emulator</title>
<style>body{font:14px system-ui;margin:24px}table{border-collapse:collapse;margin-bottom:24px}td,th{border:1px solid #ccc;padding:4px 8px;text-align:left;vertical-align:top}td{max-width:900px}</style></head><body>
<h1>Platform emulator</h1>
<h2>Merchants</h2>${table(
    ['code', 'name', 'cipher', 'status', 'maintenance message', 'modules'],
    merchants.map((m) => [
      m.code,
      m.name,
      m.cipher,
      siteStatus(m),
      m.maintenance_message,
      flags(m.code),
    ]),
  )}
<h2>Last SMS codes</h2>${table(
    ['merchant', 'mobile', 'code', 'purpose', 'sent'],
    sms.map((s) => [
      s.merchant,
      s.mobile_num,
      s.code,
      s.purpose,
      new Date(s.created_at).toISOString(),
    ]),
  )}
<h2>Last captchas</h2>${table(
    ['merchant', 'id', 'answer', 'used', 'issued'],
    captchas.map((c) => [c.merchant, c.id, c.answer, c.used, new Date(c.created_at).toISOString()]),
  )}
<h2>Demo accounts (every merchant)</h2>${table(
    ['account', 'password', 'type', 'note'],
    accountSeeds.map((a) => [a.account, a.password, a.type, a.note]),
  )}
</body></html>`;
}
