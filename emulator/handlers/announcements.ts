// Banners, notices, popups and promotions of a merchant.
import type { CallHandler } from '../context.js';
import { ApiError } from '../http/envelope.js';
import { contentOverride, type ContentItem } from './contentOverride.js';

/** Announcement types of the contract: banner, player notice (marquee), popup, promotion, H. */
const TYPES = ['B', 'PL', 'PU', 'PR', 'H'];
const EXECUTIONS = ['A', 'B', 'F'];

interface Row {
  id: string;
  type: 'B' | 'PL' | 'PU' | 'PR' | 'H';
  group_name: string | null;
  execution: string | null;
  title: string;
  content: string;
  sequence: number;
  linkage_type: string | null;
  created_at: Date;
}

const toItem = (r: Row) => ({
  id: r.id,
  type: r.type,
  title: r.title,
  content: r.content,
  sequence: r.sequence,
  createdAt: new Date(r.created_at).toISOString(),
  ...(r.group_name
    ? {
        groupName: r.group_name,
        announcementImages: [
          { sequence: 1, url: `/emulator-assets/banner/${encodeURIComponent(r.id)}.svg` },
        ],
      }
    : {}),
  ...(r.execution ? { execution: r.execution } : {}),
  ...(r.linkage_type ? { linkageType: r.linkage_type } : {}),
});

/** A replacement item in the shape of a seeded one; a banner gets its group and a drawn image. */
const fromOverride =
  (type: Row['type']) =>
  (item: ContentItem): ReturnType<typeof toItem> => ({
    id: item.id,
    type,
    title: item.title,
    content: item.content,
    sequence: item.sequence,
    createdAt: new Date(Date.UTC(2025, 0, 1)).toISOString(),
    ...(item.groupName
      ? {
          groupName: item.groupName,
          announcementImages: [
            { sequence: 1, url: `/emulator-assets/banner/${encodeURIComponent(item.id)}.svg` },
          ],
        }
      : {}),
    ...(item.execution ? { execution: item.execution } : {}),
    ...(item.linkageType ? { linkageType: item.linkageType } : {}),
  });

export const announcementHandlers: Record<string, CallHandler> = {
  // types: a comma list of B, PL, PU, PR, H; execution (A logged in, B anonymous, F first login) narrows popups.
  announcements: async ({ db, merchant, input }) => {
    const types = String(input.types ?? 'B,PL,PU,PR').split(',');
    const unknown = types.filter((t) => !TYPES.includes(t));
    if (unknown.length)
      throw new ApiError('VALIDATION_FAILED', `/types: unknown type ${unknown.join(',')}`);
    const execution = input.execution as string | undefined;
    if (execution !== undefined && !EXECUTIONS.includes(execution))
      throw new ApiError('VALIDATION_FAILED', '/execution must be A, B or F');
    const { rows } = await db.query<Row>(
      'SELECT * FROM announcements WHERE merchant = $1 AND type = ANY($2) ORDER BY type, group_name, sequence',
      [merchant.code, types],
    );
    const seeded = (t: Row['type']) => rows.filter((r) => r.type === t).map(toItem);
    const list = async (t: Row['type'], kind: 'notices' | 'popups' | 'promotions' | 'banners') => {
      if (!types.includes(t)) return [];
      const replaced = await contentOverride(db, merchant.code, kind);
      return replaced ? replaced.map(fromOverride(t)) : seeded(t);
    };
    const popups = (await list('PU', 'popups')).filter(
      (p) => !execution || p.execution === execution,
    );
    return {
      banners: await list('B', 'banners'),
      notices: await list('PL', 'notices'),
      popups,
      promotions: await list('PR', 'promotions'),
    };
  },
};
