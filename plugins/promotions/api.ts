import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import type { ApiTypes } from '../../generated/api';
import { request } from '../../core/api/request';
import { MONEY_VIEW } from '../../core/money/moneyView';
import type { LangCode } from '../../core/i18n/languages';
import { useLanguage } from '../../core/i18n/useLanguage';
import { session } from '../../core/session/session';

export type Category = ApiTypes['promotionCategories']['response'][number];
export type CategoryId = Category['categoryId'];
export type PromotionPage = ApiTypes['availablePromotions']['response'];
export type Promotion = PromotionPage['list'][number];
export type PromotionTag = Promotion['tags'][number];
export type ClaimHallPage = ApiTypes['promotionClaimList']['response'];
export type ClaimEntry = ClaimHallPage['list'][number];
export type RaffleResult = ApiTypes['claimRafflePromotion']['response'];

/** §2 promotion tags, in the order the filter shows them. */
export const PROMOTION_TAGS: readonly PromotionTag[] = [
  'NEWBIE',
  'LIMITED',
  'SPECIAL',
  'DAILY',
  'HIGH_REBATE',
  'VIP',
];

/** Every query of the plugin starts with this, so one invalidation refreshes list and claim hall. */
export const PROMOTIONS_KEY = ['promotions'] as const;

/** Cards per page: four rows of three. */
export const PAGE_SIZE = 12;
export const CLAIM_HALL_PAGE_SIZE = 10;

/** The §2 categories, named by the platform in the reader's language. */
export function usePromotionCategories() {
  const language = useLanguage();
  return useQuery({
    queryKey: [...PROMOTIONS_KEY, 'categories', language],
    queryFn: ({ signal }) => request('promotionCategories', { language }, { signal }),
    meta: { lang: true },
    staleTime: 5 * 60_000,
  });
}

export interface PromotionFilter {
  category: CategoryId;
  tags: readonly PromotionTag[];
  pageNo: number;
}

/**
 * A page of promotions of the filter: a member's with their own activity statuses, a visitor's
 * from the merchant's public list (no token). The previous page stays while the next loads.
 */
export function usePromotions({ category, tags, pageNo }: PromotionFilter) {
  const language = useLanguage();
  const { isLogin } = useSnapshot(session);
  const params = {
    language,
    category,
    pageNo,
    pageSize: PAGE_SIZE,
    ...(tags.length > 0 ? { tags: tags.join(',') } : {}),
  };
  return useQuery({
    queryKey: [...PROMOTIONS_KEY, 'list', isLogin, params],
    queryFn: ({ signal }) =>
      isLogin
        ? request('availablePromotions', params, { signal })
        : request('merchantAvailablePromotions', params, { signal }),
    placeholderData: keepPreviousData,
    meta: { lang: true },
  });
}

/** The claim hall: the member's entries, latest change first. */
export function useClaimHall(pageNo: number, enabled: boolean) {
  const language = useLanguage();
  return useQuery({
    ...MONEY_VIEW,
    queryKey: [...PROMOTIONS_KEY, 'claims', language, pageNo],
    queryFn: ({ signal }) =>
      request(
        'promotionClaimList',
        { language, pageNo, pageSize: CLAIM_HALL_PAGE_SIZE },
        { signal },
      ),
    placeholderData: keepPreviousData,
    meta: { ...MONEY_VIEW.meta, lang: true },
    enabled,
  });
}

/** The activity application form (§3): a remark and up to 3 images as data URLs. */
export function applyToPromotion(promotionId: string, remark: string, images: string[]) {
  return request('promotionApply', {
    promotionId,
    ...(remark ? { remark } : {}),
    ...(images.length > 0 ? { images } : {}),
  });
}

export function joinPromotion(promotionId: string) {
  return request('promotionJoin', { promotionId });
}

/** Claims a promotion's bonus; the key is the intent's, so a retry or double click pays once. */
export function claimPromotion(promotionId: string, idempotencyKey: string) {
  return request('promotionClaim', { promotionId }, { idempotencyKey });
}

/** One draw of a raffle, paid at once; the same key is the same draw. */
export function drawRaffle(promotionId: string, idempotencyKey: string): Promise<RaffleResult> {
  return request('claimRafflePromotion', { promotionId }, { idempotencyKey });
}

/** After the member took part: the cards and the claim hall read their statuses again. */
export function refreshPromotions(client: QueryClient): Promise<void> {
  return client.invalidateQueries({
    queryKey: PROMOTIONS_KEY,
    predicate: (query) => query.queryKey[1] !== 'categories',
  });
}

export type RaffleStatus = ApiTypes['rafflePromotionStatus']['response'];

/** Enough of the member's promotions to hold every red-envelope campaign of the merchant. */
const RED_ENVELOPE_SCAN_SIZE = 100;

/**
 * The member's red-envelope campaigns (kind RED_ENVELOPE) with, for each, the envelopes left and
 * those opened (rafflePromotionStatus): the red-envelope page and its badge read this.
 */
export async function readRedEnvelopes(
  language: LangCode,
  signal?: AbortSignal,
): Promise<RedEnvelopeCampaign[]> {
  const page = await request(
    'availablePromotions',
    { language, category: 'ALL', pageNo: 1, pageSize: RED_ENVELOPE_SCAN_SIZE },
    { signal },
  );
  const campaigns = page.list.filter((p) => p.kind === 'RED_ENVELOPE');
  return Promise.all(
    campaigns.map(async (promotion) => ({
      promotion,
      status: await request(
        'rafflePromotionStatus',
        { promotionId: promotion.promotionId },
        { signal },
      ),
    })),
  );
}

export interface RedEnvelopeCampaign {
  promotion: Promotion;
  status: RaffleStatus;
}

export const RED_ENVELOPES_KEY = [...PROMOTIONS_KEY, 'red-envelopes'] as const;

export function useRedEnvelopes() {
  const language = useLanguage();
  return useQuery({
    queryKey: [...RED_ENVELOPES_KEY, language],
    queryFn: ({ signal }) => readRedEnvelopes(language, signal),
    meta: { lang: true },
  });
}
