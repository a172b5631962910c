import { useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../core/ui/ErrorPanel';
import { Spinner } from '../../../core/ui/Spinner';
import { CENTRE_CATEGORIES, categoryOfPath } from '../categories';
import { VendorGrid } from '../components/VendorGrid';
import { useVendorLanes } from '../vendors/useVendorLanes';

/** Game centre (§2 /sports, /esports, /lott, /elott, /cockfight): the vendors of the category. */
export default function GameCentrePage() {
  const [location] = useLocation();
  const key = categoryOfPath(location);
  const laneTitle = CENTRE_CATEGORIES[key] ?? '';
  const { t } = useTranslation('lobby');
  const lanes = useVendorLanes();
  const lane = lanes.data?.find((entry) => entry.title === laneTitle);
  return (
    <div className="wl-page">
      <h1 className="wl-section-title">{t(`nav.${key}`)}</h1>
      {lanes.isPending && <Spinner />}
      {lanes.isError && <ErrorPanel error={lanes.error} onRetry={() => void lanes.refetch()} />}
      {lanes.isSuccess &&
        (lane && lane.cards.length > 0 ? (
          <VendorGrid cards={lane.cards} laneTitle={laneTitle} />
        ) : (
          <p>{t('category.empty')}</p>
        ))}
    </div>
  );
}
