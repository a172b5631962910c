import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../core/i18n/useLanguage';
import { formatAmount } from '../../../core/ui/money/formatAmount';
import { formatDateTime } from '../../../core/ui/dates/formatDateTime';
import type { VipBonus } from '../api';

/** The VIP bonuses granted to the member (upgrade, monthly, birthday), newest first, with their status. */
export function BonusList({ bonuses }: { bonuses: readonly VipBonus[] }) {
  const { t } = useTranslation('vip');
  const lang = useLanguage();
  if (bonuses.length === 0) return <p>{t('bonuses.empty')}</p>;
  return (
    // Focusable and named, so a keyboard can scroll a table wider than its frame (WCAG 2.1.1).
    <div className="wl-vip__scroll" tabIndex={0} role="region" aria-label={t('bonuses.caption')}>
      <table className="wl-vip__table">
        <caption>{t('bonuses.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('bonuses.title')}</th>
            <th scope="col">{t('bonuses.amount')}</th>
            <th scope="col">{t('bonuses.granted')}</th>
            <th scope="col">{t('bonuses.status')}</th>
          </tr>
        </thead>
        <tbody>
          {bonuses.map((b) => (
            <tr key={b.rewardId}>
              <th scope="row">{b.title}</th>
              <td>{formatAmount(b.amount)}</td>
              <td>{formatDateTime(b.grantedAt, lang)}</td>
              <td>{t(`bonuses.${b.status}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
