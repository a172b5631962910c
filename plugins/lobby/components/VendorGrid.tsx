import { useTranslation } from 'react-i18next';

interface VendorCard {
  vassalage: string;
  displayName: string;
  maintenance: boolean;
  gameCount: number;
}

/** The vendors of one category as cards; a vendor under maintenance says so. */
export function VendorGrid({ cards }: { cards: VendorCard[] }) {
  const { t } = useTranslation('lobby');
  return (
    <ul className="wl-card-grid">
      {cards.map((card) => (
        <li key={card.vassalage} className="wl-card" data-vendor={card.vassalage}>
          <strong>{card.displayName}</strong>
          <span className="wl-card__meta">
            {card.maintenance
              ? t('vendor.maintenance')
              : t('vendor.games', { count: card.gameCount })}
          </span>
        </li>
      ))}
    </ul>
  );
}
