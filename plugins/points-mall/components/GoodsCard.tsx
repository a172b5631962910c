import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../core/ui/money/formatAmount';
import type { Goods } from '../api';
import { formatPoints } from '../formatPoints';
import { goodsBlock } from '../redeemRules';
import { pageNamespace } from '../../../core/plugin/definePlugin';

/**
 * One item of the catalogue: image, price in points (and cash), conditions, quantity, remaining
 * and exchanged counts, and the redeem button, off with the reason when it cannot be had.
 */
export function GoodsCard({
  goods,
  points,
  imageSrc,
  onRedeem,
}: {
  goods: Goods;
  points: number;
  /** The item's image on the site's image host. */
  imageSrc: string;
  onRedeem: (goods: Goods) => void;
}) {
  const { t } = useTranslation(pageNamespace('points-mall'));
  const block = goodsBlock(goods, points);
  const titleId = `wl-goods-${goods.rewardId}`;
  const { minDeposit, minValidBet } = goods.conditions;
  return (
    <li className="wl-goods" aria-labelledby={titleId}>
      <img
        className="wl-goods__image"
        src={imageSrc}
        alt=""
        width={160}
        height={120}
        loading="lazy"
        decoding="async"
      />
      <h3 id={titleId} className="wl-goods__name">
        {goods.name}
      </h3>
      <p className="wl-goods__price">
        {t('goods.points', { points: formatPoints(goods.points) })}
        {goods.amount > 0 && <> {t('goods.and_amount', { amount: formatAmount(goods.amount) })}</>}
      </p>
      <dl className="wl-goods__facts">
        <div>
          <dt>{t('goods.conditions')}</dt>
          <dd>
            {minDeposit === 0 && minValidBet === 0 && t('goods.condition_none')}
            {minDeposit > 0 && (
              <span className="wl-goods__condition">
                {t('goods.condition_deposit', { amount: formatAmount(minDeposit) })}
                {goods.unmet.includes('MIN_DEPOSIT') && ` ${t('goods.unmet')}`}
              </span>
            )}
            {minValidBet > 0 && (
              <span className="wl-goods__condition">
                {t('goods.condition_bet', { amount: formatAmount(minValidBet) })}
                {goods.unmet.includes('MIN_VALID_BET') && ` ${t('goods.unmet')}`}
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('goods.quantity')}</dt>
          <dd>{formatPoints(goods.quantity)}</dd>
        </div>
        <div>
          <dt>{t('goods.remaining')}</dt>
          <dd>{formatPoints(goods.remaining)}</dd>
        </div>
        <div>
          <dt>{t('goods.exchanged')}</dt>
          <dd>{formatPoints(goods.exchanged)}</dd>
        </div>
      </dl>
      {block && (
        <p id={`${titleId}-block`} className="wl-goods__block">
          {t(block.key)}
        </p>
      )}
      <button
        type="button"
        className="wl-button"
        disabled={block !== null}
        aria-describedby={block ? `${titleId}-block` : undefined}
        onClick={() => onRedeem(goods)}
      >
        {t('goods.redeem')}
        <span className="wl-visually-hidden"> {goods.name}</span>
      </button>
    </li>
  );
}
