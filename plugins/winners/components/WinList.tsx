import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../core/i18n/useLanguage';
import { useImageUrl } from '../../../core/ui/useCdnHosts';
import type { WinnerEntry } from '../api';
import { formatAmount } from '../board/formatAmount';

interface WinListProps {
  entries: readonly WinnerEntry[];
  /** The second copy that closes the scrolling loop: not read out, not focusable. */
  duplicate?: boolean;
  ref?: Ref<HTMLUListElement>;
}

/** One copy of the biggest wins: game icon, player, game and amount per entry. */
export function WinList({ entries, duplicate = false, ref }: WinListProps) {
  const { t } = useTranslation('winners');
  const lang = useLanguage();
  const imageUrl = useImageUrl();
  return (
    <ul
      ref={ref}
      className="wl-winners__wins"
      aria-hidden={duplicate || undefined}
      inert={duplicate}
    >
      {entries.map((entry, index) => (
        <li key={`${index}-${entry.customerName}`} className="wl-winners__win">
          {entry.iconUrl ? (
            // the game's name is the text beside it, so the icon itself is decorative
            <img
              className="wl-winners__icon"
              src={imageUrl(entry.iconUrl)}
              alt=""
              width={40}
              height={40}
              loading="lazy"
              decoding="async"
            />
          ) : (
            <span className="wl-winners__icon" aria-hidden="true" />
          )}
          <span className="wl-winners__who">
            <span className="wl-winners__player">{entry.customerName}</span>
            <span className="wl-winners__game">{entry.gameName}</span>
          </span>
          <span className="wl-winners__won">
            <span className="wl-visually-hidden">{t('biggest.won')}</span>
            {formatAmount(entry.winAmount, lang)}
          </span>
        </li>
      ))}
    </ul>
  );
}
