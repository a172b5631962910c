import '../promotions.css';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePluginOptions } from '../../../core/runtime/RuntimeContext';
import { ErrorPanel } from '../../../core/ui/ErrorPanel';
import { Paginator } from '../../../core/ui/Paginator';
import { Tabs } from '../../../core/ui/Tabs';
import {
  usePromotionCategories,
  usePromotions,
  type CategoryId,
  type Promotion,
  type PromotionTag,
} from '../api';
import { TagFilter } from '../components/Filters';
import { PromotionCard } from '../components/PromotionCard';
import { pageNamespace } from '../../../core/plugin/definePlugin';
import { session } from '../../../core/session/session';
import { lazyOnce } from '../../../core/ui/lazyCache';
import { useSnapshot } from 'valtio';
import { HallLoginPrompt } from '../components/HallLoginPrompt';

// What a visitor's first look does without (server HTML and its sanitiser, the upload form,
// the records table): each a chunk of its own, loaded when opened or for a signed-in person.
const PromotionDetail = lazyOnce(() => import('../components/PromotionDetail'), {
  owner: 'promotions',
  what: 'promotion detail',
});
const ApplyDialog = lazyOnce(() => import('../components/ApplyDialog'), {
  owner: 'promotions',
  what: 'activity application',
});
const ClaimHall = lazyOnce(() => import('../components/ClaimHall'), {
  owner: 'promotions',
  what: 'claim hall',
});

/** The cards a first screen shows: their images load at once, the others when scrolled to. */
const EAGER_CARDS = 3;

/**
 * Promotions (§2 /promotions): the categories as tabs and the tags as toggles, a page of cards,
 * a card's detail, the activity application form and the claim hall.
 */
export default function PromotionsPage() {
  const { t } = useTranslation(pageNamespace('promotions'));
  const { showClaimHall } = usePluginOptions('promotions');
  const { isLogin } = useSnapshot(session);
  const categories = usePromotionCategories();
  const [category, setCategory] = useState<CategoryId>('ALL');
  const [tags, setTags] = useState<PromotionTag[]>([]);
  const [pageNo, setPageNo] = useState(1);
  const promotions = usePromotions({ category, tags, pageNo });
  // Ids, not copies: after an action the detail shows the promotion's new status.
  const [detailId, setDetailId] = useState<string | null>(null);
  const [applying, setApplying] = useState<Pick<Promotion, 'promotionId' | 'title'> | null>(null);
  const list = promotions.data?.list ?? [];
  const detail = list.find((p) => p.promotionId === detailId);

  const tabs = (categories.data ?? [{ categoryId: 'ALL' as const, name: t('list.label') }]).map(
    (c) => ({ key: c.categoryId, label: c.name }),
  );
  // The tabs (their number and wrapping come with the categories) and the first page of cards
  // show together, in place of one tall placeholder: nothing already on screen moves (CLS).
  const firstLoad =
    (categories.isPending || promotions.isPending) && !categories.isError && !promotions.isError;
  if (firstLoad)
    return (
      <div className="wl-page wl-promotions">
        <h1 className="wl-section-title">{t('title')}</h1>
        <div className="wl-promotions__loading" aria-busy="true" />
      </div>
    );
  return (
    <div className="wl-page wl-promotions">
      <h1 className="wl-section-title">{t('title')}</h1>
      <Tabs
        items={tabs}
        value={category}
        label={t('categories')}
        onChange={(key) => {
          setCategory(key);
          setPageNo(1);
        }}
      >
        <TagFilter
          value={tags}
          onChange={(next) => {
            setTags(next);
            setPageNo(1);
          }}
        />
        {promotions.isError && (
          <ErrorPanel error={promotions.error} onRetry={() => void promotions.refetch()} />
        )}
        {/* The cards' titles are h3: the list gets its h2, read by screen readers only. */}
        <h2 id="wl-promotions-list" className="wl-visually-hidden">
          {t('list.label')}
        </h2>
        <section
          className="wl-promotions__grid"
          aria-labelledby="wl-promotions-list"
          aria-busy={promotions.isPending || promotions.isPlaceholderData}
        >
          {promotions.isPending &&
            Array.from({ length: EAGER_CARDS }, (_, i) => (
              <div key={i} className="wl-promotions__card wl-promotions__card--skeleton" />
            ))}
          {list.map((promotion, index) => (
            <PromotionCard
              key={promotion.promotionId}
              promotion={promotion}
              eager={index < EAGER_CARDS}
              onDetails={() => setDetailId(promotion.promotionId)}
              onApply={() => setApplying(promotion)}
            />
          ))}
        </section>
        {promotions.data && list.length === 0 && <p>{t('list.empty')}</p>}
        <Paginator
          page={pageNo}
          pageCount={promotions.data?.totalPages ?? 1}
          onChange={setPageNo}
          label={t('list.pages')}
        />
      </Tabs>
      {showClaimHall && (
        <section className="wl-promotions__hall" aria-labelledby="wl-promotions-hall">
          <h2 id="wl-promotions-hall" className="wl-section-title">
            {t('hall.title')}
          </h2>
          {isLogin ? (
            <Suspense fallback={null}>
              <ClaimHall />
            </Suspense>
          ) : (
            <HallLoginPrompt />
          )}
        </section>
      )}
      {detail && (
        <Suspense fallback={null}>
          <PromotionDetail
            promotion={detail}
            onClose={() => setDetailId(null)}
            onApply={() => {
              setDetailId(null);
              setApplying(detail);
            }}
          />
        </Suspense>
      )}
      {applying && (
        <Suspense fallback={null}>
          <ApplyDialog
            promotionId={applying.promotionId}
            title={applying.title}
            onClose={() => setApplying(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
