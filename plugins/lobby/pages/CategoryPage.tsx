import { useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../core/ui/ErrorPanel';
import { Spinner } from '../../../core/ui/Spinner';
import { useVendorLanes } from '../api';
import { CATEGORY_LANES } from '../categories';
import { VendorGrid } from '../components/VendorGrid';

/** A category's game centre: the vendors of its lane (§2 /sports, /live …). */
export default function CategoryPage() {
  const [location] = useLocation();
  const key = location.replace(/^\//, '').split('/')[0] ?? '';
  const laneTitle = CATEGORY_LANES[key];
  const { t } = useTranslation('lobby');
  const lanes = useVendorLanes();
  const lane = lanes.data?.lanes.find((entry) => entry.title === laneTitle);
  return (
    <div className="wl-page">
      <h1 className="wl-section-title">{t(`nav.${key}`)}</h1>
      {lanes.isPending && <Spinner />}
      {lanes.isError && <ErrorPanel error={lanes.error} onRetry={() => void lanes.refetch()} />}
      {lanes.isSuccess &&
        (lane && lane.cards.length > 0 ? (
          <VendorGrid cards={lane.cards} />
        ) : (
          <p>{t('category.empty')}</p>
        ))}
    </div>
  );
}
