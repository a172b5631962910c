import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../core/ui/money/formatAmount';
import type { VipLevel } from '../api';

/** Every level of the ladder: what it needs and what it pays; the member's own is marked. */
export function LevelTable({ levels, current }: { levels: readonly VipLevel[]; current: number }) {
  const { t } = useTranslation('vip');
  return (
    // Focusable and named, so a keyboard can scroll a table wider than its frame (WCAG 2.1.1).
    <div className="wl-vip__scroll" tabIndex={0} role="region" aria-label={t('levels.caption')}>
      <table className="wl-vip__table">
        <caption>{t('levels.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('levels.level')}</th>
            <th scope="col">{t('levels.deposit')}</th>
            <th scope="col">{t('levels.turnover')}</th>
            <th scope="col">{t('levels.upgrade')}</th>
            <th scope="col">{t('levels.monthly')}</th>
            <th scope="col">{t('levels.birthday')}</th>
          </tr>
        </thead>
        <tbody>
          {levels.map((l) => (
            <tr key={l.level} className={l.level === current ? 'wl-vip__current' : undefined}>
              <th scope="row">
                {l.name}
                {l.level === current && (
                  <>
                    {' '}
                    <span className="wl-vip__yours">{t('levels.yours')}</span>
                  </>
                )}
              </th>
              <td>{formatAmount(l.deposit)}</td>
              <td>{formatAmount(l.turnover)}</td>
              <td>{formatAmount(l.upgradeBonus)}</td>
              <td>{formatAmount(l.monthlyBonus)}</td>
              <td>{formatAmount(l.birthdayBonus)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
