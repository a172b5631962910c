// Content a test put in place of the seed (PUT /__emulator/merchants/:code/content), read by the content calls.
import type { Db } from '../db/database.js';

export const CONTENT_KINDS = ['notices', 'popups', 'promotions', 'help', 'banners'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** One replacement item; announcements ignore `category`, help ignores `execution`/`linkageType`. */
export interface ContentItem {
  id: string;
  title: string;
  content: string;
  execution?: 'A' | 'B' | 'F';
  linkageType?: string;
  category?: string;
  /** Banners only (§3): the place the banner is for. */
  groupName?: BannerGroup;
  sequence: number;
}

/** The banner groups of §3, one per place that shows banners. */
export const BANNER_GROUPS = ['w_home', 'w_leftmenu', 'w_login', 'w_register', 'w_forget'] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];

/** The replacement list of one kind, or undefined when the merchant serves its seed. */
export async function contentOverride(
  db: Pick<Db, 'query'>,
  merchant: string,
  kind: ContentKind,
): Promise<ContentItem[] | undefined> {
  const { rows } = await db.query<{ items: string }>(
    'SELECT items FROM merchant_content WHERE merchant = $1 AND kind = $2',
    [merchant, kind],
  );
  const items = rows[0]?.items;
  return items === undefined ? undefined : (JSON.parse(items) as ContentItem[]);
}
