// Control routes for site content and feedback: replace a merchant's notices, popups, promotions,
// banners or help centre (e.g. with an XSS corpus), restore the seed, and read or clear the
// feedback received.
import type { EmulatorState } from '../context.js';
import type { Params } from '../http/router.js';
import type { ControlAnswer } from './answer.js';
import {
  BANNER_GROUPS,
  CONTENT_KINDS,
  contentOverride,
  type BannerGroup,
  type ContentItem,
  type ContentKind,
} from '../handlers/contentOverride.js';

type Handler = (state: EmulatorState, params: Params, body: unknown) => Promise<ControlAnswer>;

const json = (value: unknown, status = 200): ControlAnswer => ({ status, json: value });
const bad = (message: string, status = 400): ControlAnswer => json({ error: message }, status);
const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const MAX_ITEMS = 1000;
const MAX_TEXT = 20_000;

/** Checks one replacement list; returns the items with ids and sequences filled in, or a message. */
export function parseItems(kind: ContentKind, value: unknown): ContentItem[] | string {
  if (!Array.isArray(value) || value.length > MAX_ITEMS)
    return `/${kind} must be an array of at most ${MAX_ITEMS} items`;
  const items: ContentItem[] = [];
  for (const [i, raw] of value.entries()) {
    const at = `/${kind}/${i}`;
    if (!isObj(raw)) return `${at} must be an object`;
    const fields = ['id', 'title', 'content', 'execution', 'linkageType', 'category'];
    for (const key of Object.keys(raw))
      if (!fields.includes(key) && !(kind === 'banners' && key === 'groupName'))
        return `${at}/${key} is not a content field`;
    // a banner is its picture: its text content may be left out
    const texts = {
      title: raw.title,
      content: kind === 'banners' ? (raw.content ?? '') : raw.content,
    };
    for (const [key, text] of Object.entries(texts))
      if (typeof text !== 'string' || text.length > MAX_TEXT)
        return `${at}/${key} must be a string of at most ${MAX_TEXT} characters`;
    if (kind === 'banners' && !(BANNER_GROUPS as readonly unknown[]).includes(raw.groupName))
      return `${at}/groupName must be one of ${BANNER_GROUPS.join(', ')}`;
    for (const key of ['id', 'linkageType', 'category'] as const)
      if (raw[key] !== undefined && typeof raw[key] !== 'string')
        return `${at}/${key} must be a string`;
    if (kind === 'popups' && !['A', 'B', 'F'].includes(raw.execution as string))
      return `${at}/execution must be A, B or F`;
    // A banner's default id names its group, as the seed's do: its image is drawn at the group's size.
    const id =
      kind === 'banners' ? `banners-B-${raw.groupName as string}-${i + 1}` : `${kind}-${i + 1}`;
    items.push({
      id: (raw.id as string | undefined) ?? id,
      title: texts.title as string,
      content: texts.content as string,
      sequence: i + 1,
      ...(kind === 'popups' ? { execution: raw.execution as 'A' | 'B' | 'F' } : {}),
      ...(typeof raw.linkageType === 'string' ? { linkageType: raw.linkageType } : {}),
      ...(typeof raw.category === 'string' ? { category: raw.category } : {}),
      ...(kind === 'banners' ? { groupName: raw.groupName as BannerGroup } : {}),
    });
  }
  if (new Set(items.map((item) => item.id)).size !== items.length)
    return `/${kind}: ids must be unique`;
  return items;
}

async function merchantExists(state: EmulatorState, code: string): Promise<boolean> {
  return (await state.db.query('SELECT 1 FROM merchants WHERE code = $1', [code])).rows.length > 0;
}

async function currentContent(state: EmulatorState, code: string) {
  const view: Record<string, ContentItem[] | 'seed'> = {};
  for (const kind of CONTENT_KINDS)
    view[kind] = (await contentOverride(state.db, code, kind)) ?? 'seed';
  return view;
}

const getContent: Handler = async (state, p) =>
  (await merchantExists(state, p.code!))
    ? json(await currentContent(state, p.code!))
    : bad(`unknown merchant ${p.code}`, 404);

// { notices?, popups?, promotions?, help?, banners? }: each given list replaces that kind; the others stay.
const putContent: Handler = async (state, p, body) => {
  if (!(await merchantExists(state, p.code!))) return bad(`unknown merchant ${p.code}`, 404);
  if (!isObj(body)) return bad('body must be an object');
  const lists: [ContentKind, ContentItem[]][] = [];
  for (const [key, value] of Object.entries(body)) {
    if (!(CONTENT_KINDS as readonly string[]).includes(key))
      return bad(`/${key} is not a content kind (${CONTENT_KINDS.join(', ')})`);
    const items = parseItems(key as ContentKind, value);
    if (typeof items === 'string') return bad(items);
    lists.push([key as ContentKind, items]);
  }
  await state.db.transaction(async (tx) => {
    for (const [kind, items] of lists)
      await tx.query(
        `INSERT INTO merchant_content (merchant, kind, items) VALUES ($1, $2, $3)
         ON CONFLICT (merchant, kind) DO UPDATE SET items = EXCLUDED.items`,
        [p.code, kind, JSON.stringify(items)],
      );
  });
  return json(await currentContent(state, p.code!));
};

const restoreContent: Handler = async (state, p) => {
  if (!(await merchantExists(state, p.code!))) return bad(`unknown merchant ${p.code}`, 404);
  await state.db.query('DELETE FROM merchant_content WHERE merchant = $1', [p.code]);
  return json(await currentContent(state, p.code!));
};

const lastFeedback: Handler = async (state) => {
  const r = (
    await state.db.query<{
      id: number;
      merchant: string;
      sender: string | null;
      type: number;
      content: string;
      created_at: Date;
    }>('SELECT * FROM feedback ORDER BY id DESC LIMIT 1')
  ).rows[0];
  return r
    ? json({
        id: `FB${r.id}`,
        merchant: r.merchant,
        sender: r.sender,
        type: r.type,
        content: r.content,
        createdAt: r.created_at,
      })
    : bad('no feedback received yet', 404);
};

// Clearing the log also clears the rate-limit window (journeys on several brands share one emulator).
const clearFeedback: Handler = async (state) => {
  await state.db.query('DELETE FROM feedback');
  return json({ cleared: true });
};

/** [method, path, handler] of each route; control/api.ts adds them to the control router. */
export const contentRoutes: [string, string, Handler][] = [
  ['GET', '/__emulator/merchants/:code/content', getContent],
  ['PUT', '/__emulator/merchants/:code/content', putContent],
  ['DELETE', '/__emulator/merchants/:code/content', restoreContent],
  ['GET', '/__emulator/feedback/last', lastFeedback],
  ['DELETE', '/__emulator/feedback', clearFeedback],
];
