import { useTranslation } from 'react-i18next';
import type { SportsTab } from '../launch/planLaunch';
import { useLaunchGame } from '../launch/useLaunchGame';
import type { VendorCard } from '../types';
import { vendorImageKey, vendorImageUrl } from '../vendors/laneRules';
import { GameImage } from './GameImage';

/** Vendors of one category as cards; a click opens the vendor (§2 game centre). */
export function VendorGrid({
  cards,
  laneTitle,
  limit,
  sportsTab,
}: {
  cards: readonly VendorCard[];
  laneTitle: string;
  limit?: number;
  /** On /sports: the sub-tab the vendor opens on. */
  sportsTab?: SportsTab;
}) {
  const { t } = useTranslation('lobby');
  const launch = useLaunchGame();
  const shown = limit === undefined ? cards : cards.slice(0, limit);
  return (
    <ul className="wl-card-grid">
      {shown.map((card) => (
        <li key={card.vassalage}>
          <button
            type="button"
            className="wl-card wl-vendor-card"
            data-vendor={card.vassalage}
            data-image={vendorImageKey(card, laneTitle)}
            onClick={() =>
              void launch({
                ...card,
                gameType: card.gameType || laneTitle,
                ...(sportsTab ? { sportsTab } : {}),
              })
            }
          >
            <GameImage
              src={vendorImageUrl(card, laneTitle)}
              label={card.displayName}
              width={136}
              height={56}
            />
            <strong>{card.displayName}</strong>
            {card.maintenance ? (
              <span className="wl-card__meta">{t('vendor.maintenance')}</span>
            ) : (
              card.gameCount > 0 && (
                <span className="wl-card__meta">
                  {t('vendor.games', { count: card.gameCount })}
                </span>
              )
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
