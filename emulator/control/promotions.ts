// Control routes for promotions: read a member's entries, settle an application (or a joined activity) as the
// merchant's back office would, put the member's entries back as seeded, and put other promotions in place of the
// seeded ones (e.g. an XSS corpus) and back.
import type { Queryable } from '../money/ledger.js';
import { fromCents, toCents } from '../money/ledger.js';
import { payBonus } from '../handlers/promotionsActions.js';
import { promotionById, type EntryRow } from '../handlers/promotionsStatus.js';
import {
  ENTRY_STATUSES,
  PROMOTION_CATEGORIES,
  PROMOTION_KINDS,
  PROMOTION_TAGS,
  seedPromotionEntries,
  type EntryStatus,
} from '../seed/promotions.js';
import { bad, isObj, json, type ControlAnswer, type ControlRoute } from './answer.js';

async function memberOf(db: Queryable, code: string, account: string) {
  return (
    await db.query<{ id: number }>(
      'SELECT id FROM members WHERE merchant = $1 AND lower(account) = lower($2)',
      [code, account],
    )
  ).rows[0];
}

const entryView = (e: EntryRow & { images: unknown }) => ({
  claimId: String(e.id),
  promotionId: e.promotion_id,
  status: e.status,
  amount: fromCents(BigInt(e.amount_cents)),
  remark: e.remark,
  images: e.images,
  drawsLeft: e.draws_left,
  createdAt: new Date(e.created_at).toISOString(),
  updatedAt: new Date(e.updated_at).toISOString(),
});

/** GET /__emulator/merchants/:code/members/:account/promotions: the member's entries, latest change first. */
const listEntries: ControlRoute = async (state, p) => {
  const m = await memberOf(state.db, p.code!, p.account!);
  if (!m) return bad(`no member ${p.account} on ${p.code}`, 404);
  const { rows } = await state.db.query<EntryRow & { images: unknown }>(
    'SELECT * FROM promotion_entries WHERE member_id = $1 ORDER BY updated_at DESC, id DESC',
    [m.id],
  );
  return json(rows.map(entryView));
};

/** What approving moves an entry from: an application under review, or a joined activity now settled. */
const APPROVABLE: EntryStatus[] = ['APPLYING', 'JOINED', 'IN_PROCESS'];

/**
 * POST …/promotions/:id/approve { issue?: boolean, amount?: number }: the entry becomes claimable
 * (CLAIM) for the promotion's bonus (or `amount`), or with issue: true the bonus is paid at once
 * (ISSUED). POST …/promotions/:id/reject: an application becomes REJECTED (application forbidden).
 * The same decision again answers the entry with changed: false; another one is a conflict (409).
 */
function settle(decision: 'approve' | 'reject'): ControlRoute {
  return async (state, p, body) => {
    const options = isObj(body) ? body : {};
    if (options.issue !== undefined && typeof options.issue !== 'boolean')
      return bad('/issue must be a boolean');
    if (
      options.amount !== undefined &&
      (typeof options.amount !== 'number' || !(options.amount > 0) || options.amount > 1e9)
    )
      return bad('/amount must be a positive number');
    const now = state.clock.now();
    return state.db.transaction(async (tx): Promise<ControlAnswer> => {
      const m = await memberOf(tx, p.code!, p.account!);
      if (!m) return bad(`no member ${p.account} on ${p.code}`, 404);
      const promo = await promotionById(tx, p.code!, p.id!);
      if (!promo) return bad(`no promotion ${p.id} on ${p.code}`, 404);
      const find = async () =>
        (
          await tx.query<EntryRow & { images: unknown }>(
            'SELECT * FROM promotion_entries WHERE member_id = $1 AND promotion_id = $2 FOR UPDATE',
            [m.id, promo.id],
          )
        ).rows[0];
      const entry = await find();
      if (!entry) return bad(`${p.account} has no entry in ${promo.id}`, 404);
      const target: EntryStatus =
        decision === 'reject' ? 'REJECTED' : options.issue === true ? 'ISSUED' : 'CLAIM';
      if (entry.status === target) return json({ ...entryView(entry), changed: false });
      const from: EntryStatus[] = decision === 'reject' ? ['APPLYING'] : APPROVABLE;
      if (!from.includes(entry.status))
        return bad(
          `the entry is ${entry.status}: only ${from.join(', ')} can be ${decision}d`,
          409,
        );
      const cents =
        typeof options.amount === 'number' ? toCents(options.amount) : BigInt(promo.bonus_cents);
      if (decision === 'approve' && cents <= 0n)
        return bad(`promotion ${promo.id} has no bonus: send /amount`);
      const movementId = target === 'ISSUED' ? await payBonus(tx, m.id, promo, cents, now) : null;
      await tx.query(
        `UPDATE promotion_entries SET status = $2, amount_cents = $3, movement_id = $4, updated_at = $5
          WHERE id = $1`,
        [
          entry.id,
          target,
          decision === 'approve' ? cents.toString() : entry.amount_cents,
          movementId,
          new Date(now).toISOString(),
        ],
      );
      return json({ ...entryView((await find())!), changed: true });
    });
  };
}

/**
 * DELETE /__emulator/merchants/:code/members/:account/promotions: the member's entries as seeded
 * (the demo member's; none for the others). Money already paid stays paid: the ledger is append-only.
 */
const resetEntries: ControlRoute = async (state, p) => {
  const m = await memberOf(state.db, p.code!, p.account!);
  if (!m) return bad(`no member ${p.account} on ${p.code}`, 404);
  await state.db.transaction((tx) =>
    seedPromotionEntries(tx, p.code!, m.id, state.clock.now(), { restore: true }),
  );
  return listEntries(state, p, {}, new URLSearchParams());
};

const MAX_ITEMS = 1000;
const MAX_TEXT = 20_000;
const DAY_MS = 86_400_000;

interface ReplacementItem {
  id: string;
  title: string;
  content: string;
  category: string;
  tags: string[];
  kind: string;
}

/** Checks a replacement list; answers the items with their defaults, or what is wrong. */
function parseReplacement(value: unknown): ReplacementItem[] | string {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_ITEMS)
    return `/promotions must be an array of 1 to ${MAX_ITEMS} items`;
  const items: ReplacementItem[] = [];
  for (const [i, raw] of value.entries()) {
    const at = `/promotions/${i}`;
    if (!isObj(raw)) return `${at} must be an object`;
    for (const key of Object.keys(raw))
      if (!['id', 'title', 'content', 'category', 'tags', 'kind'].includes(key))
        return `${at}/${key} is not a promotion field`;
    for (const key of ['title', 'content'] as const)
      if (typeof raw[key] !== 'string' || (raw[key] as string).length > MAX_TEXT)
        return `${at}/${key} must be a string of at most ${MAX_TEXT} characters`;
    const category = raw.category ?? 'OTHER';
    if (category === 'ALL' || !(PROMOTION_CATEGORIES as readonly unknown[]).includes(category))
      return `${at}/category must be one of ${PROMOTION_CATEGORIES.slice(1).join(', ')}`;
    const tags = raw.tags ?? [];
    if (
      !Array.isArray(tags) ||
      tags.some((t) => !(PROMOTION_TAGS as readonly unknown[]).includes(t))
    )
      return `${at}/tags must be a list of ${PROMOTION_TAGS.join(', ')}`;
    const kind = raw.kind ?? 'JOIN';
    if (!(PROMOTION_KINDS as readonly unknown[]).includes(kind))
      return `${at}/kind must be one of ${PROMOTION_KINDS.join(', ')}`;
    if (raw.id !== undefined && (typeof raw.id !== 'string' || !/^[\w-]{1,64}$/.test(raw.id)))
      return `${at}/id must be 1 to 64 letters, digits, _ or -`;
    items.push({
      id: (raw.id as string | undefined) ?? String(i + 1),
      title: raw.title as string,
      content: raw.content as string,
      category: category as string,
      tags: tags as string[],
      kind: kind as string,
    });
  }
  if (new Set(items.map((item) => item.id)).size !== items.length)
    return '/promotions: ids must be unique';
  return items;
}

/** Takes the added promotions (and their entries) away and shows the seeded ones again. */
async function restoreSeeded(db: Queryable, code: string): Promise<void> {
  await db.query('DELETE FROM promotions WHERE merchant = $1 AND added', [code]);
  await db.query('UPDATE promotions SET hidden = false WHERE merchant = $1', [code]);
}

/**
 * PUT /__emulator/merchants/:code/promotions { promotions: [{ id?, title, content, category?, tags?,
 * kind? }], entries?: { account, status } }: these promotions (open for a year, the same text in
 * every language) in place of the seeded ones; with `entries`, that member has an entry of that
 * status in each. DELETE restores the seeded promotions.
 */
const replacePromotions: ControlRoute = async (state, p, body) => {
  const exists = await state.db.query('SELECT 1 FROM merchants WHERE code = $1', [p.code]);
  if (exists.rows.length === 0) return bad(`unknown merchant ${p.code}`, 404);
  if (!isObj(body)) return bad('body must be an object');
  const items = parseReplacement(body.promotions);
  if (typeof items === 'string') return bad(items);
  const entries = body.entries;
  if (
    entries !== undefined &&
    (!isObj(entries) ||
      typeof entries.account !== 'string' ||
      !(ENTRY_STATUSES as readonly unknown[]).includes(entries.status))
  )
    return bad(`/entries must be { account, status: one of ${ENTRY_STATUSES.join(', ')} }`);
  const member = isObj(entries) ? await memberOf(state.db, p.code!, String(entries.account)) : null;
  if (isObj(entries) && !member)
    return bad(`no member ${String(entries.account)} on ${p.code}`, 404);
  const now = state.clock.now();
  await state.db.transaction(async (tx) => {
    await restoreSeeded(tx, p.code!);
    await tx.query('UPDATE promotions SET hidden = true WHERE merchant = $1', [p.code]);
    for (const [i, item] of items.entries()) {
      const id = `${p.code}-added-${item.id}`;
      // jsonb holds no NUL: it becomes U+FFFD, as the browser's HTML parser would make it anyway.
      const title = item.title.replaceAll('\u0000', '\uFFFD');
      const content = item.content.replaceAll('\u0000', '\uFFFD');
      const texts = JSON.stringify({ EN: title, CN: title, KM: title });
      await tx.query(
        `INSERT INTO promotions (id, merchant, category, tags, kind, title, content, image_url, starts_at, ends_at,
           bonus_cents, sequence, added)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 100, $11, true)`,
        [
          id,
          p.code,
          item.category,
          item.tags,
          item.kind,
          texts,
          JSON.stringify({ EN: content, CN: content, KM: content }),
          `/emulator-assets/banner/${encodeURIComponent(id)}.svg`,
          new Date(now - DAY_MS).toISOString(),
          new Date(now + 365 * DAY_MS).toISOString(),
          i + 1,
        ],
      );
      if (member && isObj(entries))
        await tx.query(
          `INSERT INTO promotion_entries (merchant, promotion_id, member_id, status, amount_cents, created_at,
             updated_at) VALUES ($1, $2, $3, $4, 100, $5, $5)`,
          [p.code, id, member.id, entries.status, new Date(now - i * 1000).toISOString()],
        );
    }
  });
  return json({ replaced: items.length });
};

const restorePromotions: ControlRoute = async (state, p) => {
  await restoreSeeded(state.db, p.code!);
  return json({ restored: true });
};

/** [method, path, handler] of each route; control/api.ts adds them to the control router. */
export const promotionRoutes: [string, string, ControlRoute][] = [
  ['GET', '/__emulator/merchants/:code/members/:account/promotions', listEntries],
  ['DELETE', '/__emulator/merchants/:code/members/:account/promotions', resetEntries],
  [
    'POST',
    '/__emulator/merchants/:code/members/:account/promotions/:id/approve',
    settle('approve'),
  ],
  ['POST', '/__emulator/merchants/:code/members/:account/promotions/:id/reject', settle('reject')],
  ['PUT', '/__emulator/merchants/:code/promotions', replacePromotions],
  ['DELETE', '/__emulator/merchants/:code/promotions', restorePromotions],
];
