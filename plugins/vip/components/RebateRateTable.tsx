import { useTranslation } from 'react-i18next';
import { formatRate } from '../../../core/ui/money/formatRate';
import type { ProductRates } from '../rebateRates';

/**
 * The rebate programme's rates: a row per game type's default and per vendor with a rate of its
 * own. The game type heads each of its rows, so a screen reader names it with every rate.
 */
export function RebateRateTable({ products }: { products: readonly ProductRates[] }) {
  const { t } = useTranslation('vip');
  const typeName = (type: string) => t(`rebate.game_types.${type}`, { defaultValue: type });
  return (
    // Focusable and named, so a keyboard can scroll a table wider than its frame (WCAG 2.1.1).
    <div className="wl-vip__scroll" tabIndex={0} role="region" aria-label={t('rebate.caption')}>
      <table className="wl-vip__table wl-vip__rates">
        <caption>{t('rebate.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('rebate.game_type')}</th>
            <th scope="col">{t('rebate.vendor')}</th>
            <th scope="col">{t('rebate.rate')}</th>
          </tr>
        </thead>
        <tbody>
          {products.flatMap((p) => [
            ...(p.rate === undefined
              ? []
              : [
                  <tr key={p.productType}>
                    <th scope="row">{typeName(p.productType)}</th>
                    <td>
                      {t(p.vendors.length > 0 ? 'rebate.other_vendors' : 'rebate.all_vendors')}
                    </td>
                    <td>{formatRate(p.rate)}</td>
                  </tr>,
                ]),
            ...p.vendors.map((v) => (
              <tr key={`${p.productType}/${v.vendor}`}>
                <th scope="row">{typeName(p.productType)}</th>
                <td>{v.vendor}</td>
                <td>{formatRate(v.rate)}</td>
              </tr>
            )),
          ])}
        </tbody>
      </table>
    </div>
  );
}
