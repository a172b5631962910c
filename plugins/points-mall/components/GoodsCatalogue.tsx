import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useImageUrl } from '../../../core/ui/useCdnHosts';
import { Tabs } from '../../../core/ui/Tabs';
import type { Goods, GoodsKind } from '../api';
import { GoodsCard } from './GoodsCard';
import { pageNamespace } from '../../../core/plugin/definePlugin';

const KINDS: readonly GoodsKind[] = ['GOODS', 'LIFE', 'GIFT'];

/** Goods, life services and gift exchange (§2 Other screens), one tab each. */
export function GoodsCatalogue({
  goods,
  points,
  onRedeem,
}: {
  goods: readonly Goods[];
  points: number;
  onRedeem: (goods: Goods) => void;
}) {
  const { t } = useTranslation(pageNamespace('points-mall'));
  const imageUrl = useImageUrl();
  const [kind, setKind] = useState<GoodsKind>('GOODS');
  const shown = goods.filter((g) => g.type === kind);
  return (
    <section className="wl-points-catalogue" aria-labelledby="wl-points-catalogue-title">
      <h2 id="wl-points-catalogue-title">{t('catalogue.title')}</h2>
      <Tabs
        items={KINDS.map((key) => ({ key, label: t(`kinds.${key}`) }))}
        value={kind}
        onChange={setKind}
        label={t('catalogue.tabs')}
      >
        {shown.length === 0 ? (
          <p className="wl-points-catalogue__empty">{t('catalogue.empty')}</p>
        ) : (
          <ul className="wl-points-catalogue__grid">
            {shown.map((g) => (
              <GoodsCard
                key={g.rewardId}
                goods={g}
                points={points}
                imageSrc={imageUrl(g.imageUrl)}
                onRedeem={onRedeem}
              />
            ))}
          </ul>
        )}
      </Tabs>
    </section>
  );
}
