import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../core/i18n/useLanguage';
import type { WinnerEntry } from '../api';
import { formatAmount } from '../board/formatAmount';

/**
 * The winner board as a table (player, game, amount). It scrolls inside a fixed height; the
 * scroll box is focusable so keyboard users can scroll it too.
 */
export function WinnerBoard({ entries }: { entries: readonly WinnerEntry[] }) {
  const { t } = useTranslation('winners');
  const lang = useLanguage();
  const captionId = useId();
  if (entries.length === 0) return <p className="wl-winners__empty">{t('board.empty')}</p>;
  return (
    <div className="wl-winners__board" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="wl-winners__table">
        <caption id={captionId} className="wl-visually-hidden">
          {t('board.title')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('board.player')}</th>
            <th scope="col">{t('board.game')}</th>
            <th scope="col" className="wl-winners__amount">
              {t('board.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry, index) => (
            <tr key={`${index}-${entry.customerName}`}>
              <td>{entry.customerName}</td>
              <td>{entry.gameName}</td>
              <td className="wl-winners__amount">{formatAmount(entry.winAmount, lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
