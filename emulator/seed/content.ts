// Banners, notices, popups and promotions per brand, plus the country list.
import type { Rng } from './prng.js';

const groups = ['w_home', 'w_leftmenu', 'w_login', 'w_register', 'w_forget'];

export const announcementColumns = [
  'id',
  'merchant',
  'type',
  'group_name',
  'execution',
  'title',
  'content',
  'sequence',
  'linkage_type',
  'created_at',
];

export function announcementRows(merchant: string, brand: string, rng: Rng): unknown[][] {
  const rows: unknown[][] = [];
  const at = (d: number) => new Date(Date.UTC(2025, 0, 1) + d * 86_400_000).toISOString();
  for (const g of groups) {
    const count = g === 'w_home' ? 4 : 2;
    for (let i = 1; i <= count; i++) {
      rows.push([
        `${merchant}-B-${g}-${i}`,
        merchant,
        'B',
        g,
        null,
        `${brand} ${g.slice(2)} banner ${i}`,
        '',
        i,
        i === 1 ? 'PROMOTION' : null,
        at(rng.int(0, 300)),
      ]);
    }
  }
  for (let i = 1; i <= 6; i++) {
    rows.push([
      `${merchant}-PL-${i}`,
      merchant,
      'PL',
      null,
      null,
      `Notice ${i}: ${brand} update`,
      `<p>Dear player, notice ${i} from <b>${brand}</b>.</p>`,
      i,
      null,
      at(rng.int(0, 300)),
    ]);
  }
  for (const [i, ex] of (['A', 'B', 'F'] as const).entries()) {
    const who = { A: 'members', B: 'visitors', F: 'first login' }[ex];
    rows.push([
      `${merchant}-PU-${ex}`,
      merchant,
      'PU',
      null,
      ex,
      `Welcome ${who}`,
      `<p>${brand} popup for ${who}.</p>`,
      i + 1,
      ex === 'A' ? 'REWARD_CENTER' : null,
      at(rng.int(0, 300)),
    ]);
  }
  for (let i = 1; i <= 4; i++) {
    rows.push([
      `${merchant}-PR-${i}`,
      merchant,
      'PR',
      null,
      null,
      `Promotion ${i}`,
      `<p>Deposit bonus ${i * 10}%.</p>`,
      i,
      'PROMOTION',
      at(rng.int(0, 300)),
    ]);
  }
  return rows;
}

export const countryRows: [string, string, string][] = [
  ['KH', '855', 'Cambodia'],
  ['CN', '86', 'China'],
  ['US', '1', 'United States'],
  ['VN', '84', 'Vietnam'],
  ['TH', '66', 'Thailand'],
  ['MY', '60', 'Malaysia'],
  ['PH', '63', 'Philippines'],
  ['ID', '62', 'Indonesia'],
  ['SG', '65', 'Singapore'],
  ['IN', '91', 'India'],
];
