// Banners, notices, popups and promotions of a merchant.
import type { CallHandler } from '../context.js';

interface Row {
  id: string;
  type: 'B' | 'PL' | 'PU' | 'PR';
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

export const announcementHandlers: Record<string, CallHandler> = {
  announcements: async ({ db, merchant, input }) => {
    const types = String(input.types ?? 'B,PL,PU,PR').split(',');
    const { rows } = await db.query<Row>(
      'SELECT * FROM announcements WHERE merchant = $1 AND type = ANY($2) ORDER BY type, group_name, sequence',
      [merchant.code, types],
    );
    const of = (t: string) =>
      rows
        .filter(
          (r) =>
            r.type === t && (t !== 'PU' || !input.execution || r.execution === input.execution),
        )
        .map(toItem);
    return { banners: of('B'), notices: of('PL'), popups: of('PU'), promotions: of('PR') };
  },
  promotionCategories: async () =>
    ['all', 'other', 'sports', 'live', 'slots', 'cards', 'fishing', 'lottery', 'rebate'].map(
      (name, i) => ({ categoryId: name.toUpperCase(), name, sequence: i }),
    ),
  merchantAvailablePromotions: async ({ db, merchant }) => promotions(db, merchant.code),
  availablePromotions: async ({ db, merchant }) => promotions(db, merchant.code),
};

async function promotions(db: Parameters<CallHandler>[0]['db'], merchant: string) {
  const { rows } = await db.query<Row>(
    "SELECT * FROM announcements WHERE merchant = $1 AND type = 'PR' ORDER BY sequence",
    [merchant],
  );
  return rows.map((r, i) => ({
    promotionId: r.id,
    title: r.title,
    category: ['SLOTS', 'LIVE', 'SPORTS', 'OTHER'][i % 4]!,
    tags: [['newbie', 'limited', 'daily', 'VIP'][i % 4]!],
    imageUrl: `/emulator-assets/banner/${encodeURIComponent(r.id)}.svg`,
    content: r.content,
    status: 'JOIN',
  }));
}
