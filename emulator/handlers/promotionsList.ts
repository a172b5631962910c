// The promotion lists: the categories, the merchant's promotions (a visitor's or the member's own statuses, filtered
// by category and tags, a page at a time) and the claim hall (the member's entries).
import type { CallContext, CallHandler } from '../context.js';
import { requireMember } from '../context.js';
import { fromCents } from '../money/ledger.js';
import { CATEGORY_NAMES, PROMOTION_CATEGORIES } from '../seed/promotions.js';
import type { LangCode } from '../../generated/languages.js';
import {
  isDrawKind,
  localText,
  promotionView,
  type EntryRow,
  type PromotionRow,
} from './promotionsStatus.js';

/** The language of the answer: the one asked for, else the call's (header or the merchant's default). */
const langOf = (ctx: CallContext): LangCode =>
  (typeof ctx.input.language === 'string' ? ctx.input.language : ctx.language) as LangCode;

const DEFAULT_PAGE_SIZE = 12;

function paging(input: Record<string, unknown>, fallback: number) {
  const pageNo = Number(input.pageNo ?? 1);
  const pageSize = Number(input.pageSize ?? fallback);
  return { pageNo, pageSize, offset: (pageNo - 1) * pageSize };
}

const page = <T>(list: T[], total: number, pageNo: number, pageSize: number) => ({
  pageNo,
  pageSize,
  total,
  totalPages: Math.max(1, Math.ceil(total / pageSize)),
  list,
});

/** GET PROMOFE_getPromotionAnnouncementCategory: the §2 categories, ALL first, in the asked language. */
const promotionCategories: CallHandler = async (ctx) =>
  PROMOTION_CATEGORIES.map((categoryId, sequence) => ({
    categoryId,
    name: CATEGORY_NAMES[categoryId][langOf(ctx)] ?? CATEGORY_NAMES[categoryId].EN,
    sequence,
  }));

/**
 * The merchant's shown promotions of a category (ALL or none: every one) carrying every asked tag,
 * in the operator's order, a page at a time, with the member's entries when there is a member.
 */
async function promotionPage(ctx: CallContext, memberId: number | undefined) {
  const { pageNo, pageSize, offset } = paging(ctx.input, DEFAULT_PAGE_SIZE);
  const category = typeof ctx.input.category === 'string' ? ctx.input.category : 'ALL';
  const tags =
    typeof ctx.input.tags === 'string' && ctx.input.tags ? ctx.input.tags.split(',') : [];
  const where = `p.merchant = $1 AND NOT p.hidden AND ($2 = 'ALL' OR p.category = $2) AND p.tags @> $3::text[]`;
  const params = [ctx.merchant.code, category, tags];
  const [rows, count] = await Promise.all([
    ctx.db.query<PromotionRow & { entry: EntryRow | null }>(
      `SELECT p.*, to_jsonb(e) AS entry FROM promotions p
         LEFT JOIN promotion_entries e ON e.promotion_id = p.id AND e.member_id = $4
        WHERE ${where} ORDER BY p.sequence, p.id LIMIT $5 OFFSET $6`,
      [...params, memberId ?? null, pageSize, offset],
    ),
    ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM promotions p WHERE ${where}`,
      params,
    ),
  ]);
  const now = ctx.now();
  const lang = langOf(ctx);
  return page(
    rows.rows.map((r) => promotionView(r, r.entry ?? undefined, lang, now)),
    count.rows[0]!.n,
    pageNo,
    pageSize,
  );
}

/** GET MCSFE_getMerchantAvailablePromotions (no token): the statuses a visitor sees. */
const merchantAvailablePromotions: CallHandler = (ctx) => promotionPage(ctx, undefined);

/** GET MCSFE_getAvailablePromotions: the statuses of the signed-in member. */
const availablePromotions: CallHandler = (ctx) => promotionPage(ctx, requireMember(ctx).id);

/** GET MCS2_getPromotionClaimList: the claim hall, the member's entries in shown promotions, latest change first. */
const promotionClaimList: CallHandler = async (ctx) => {
  const m = requireMember(ctx);
  const { pageNo, pageSize, offset } = paging(ctx.input, 10);
  const [rows, count] = await Promise.all([
    ctx.db.query<EntryRow & Pick<PromotionRow, 'title' | 'kind'>>(
      `SELECT e.*, p.title, p.kind FROM promotion_entries e JOIN promotions p ON p.id = e.promotion_id
        WHERE e.member_id = $1 AND NOT p.hidden ORDER BY e.updated_at DESC, e.id DESC LIMIT $2 OFFSET $3`,
      [m.id, pageSize, offset],
    ),
    ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM promotion_entries e JOIN promotions p ON p.id = e.promotion_id
        WHERE e.member_id = $1 AND NOT p.hidden`,
      [m.id],
    ),
  ]);
  const lang = langOf(ctx);
  return page(
    rows.rows.map((e) => ({
      claimId: String(e.id),
      promotionId: e.promotion_id,
      title: localText(e.title, lang),
      kind: e.kind,
      amount: fromCents(BigInt(e.amount_cents)),
      status: e.status,
      ...(isDrawKind(e.kind) ? { remainingDraws: e.draws_left } : {}),
      createdAt: new Date(e.created_at).toISOString(),
      updatedAt: new Date(e.updated_at).toISOString(),
    })),
    count.rows[0]!.n,
    pageNo,
    pageSize,
  );
};

export const promotionListHandlers: Record<string, CallHandler> = {
  promotionCategories,
  merchantAvailablePromotions,
  availablePromotions,
  promotionClaimList,
};
