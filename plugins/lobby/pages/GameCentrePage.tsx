import { useLocation, useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../core/ui/ErrorPanel';
import { Spinner } from '../../../core/ui/Spinner';
import { Tabs } from '../../../core/ui/Tabs';
import { CENTRE_CATEGORIES, categoryOfPath } from '../categories';
import { VendorGrid } from '../components/VendorGrid';
import { sportsTabOf, type SportsTab } from '../launch/planLaunch';
import { useVendorLanes } from '../vendors/useVendorLanes';

const SPORTS_TABS: readonly SportsTab[] = ['rolling', 'today'];

/**
 * Game centre (§2 /sports, /esports, /lott, /elott, /cockfight): the vendors of the category.
 * Sports has the rolling (in-play) and today sub-tabs of §1: the tab is kept in the address
 * (?tab=today), so it survives a reload and can be linked, and a vendor opens on it.
 */
export default function GameCentrePage() {
  const [location, navigate] = useLocation();
  const key = categoryOfPath(location);
  const laneTitle = CENTRE_CATEGORIES[key] ?? '';
  const { t } = useTranslation('lobby');
  const lanes = useVendorLanes();
  const lane = lanes.data?.find((entry) => entry.title === laneTitle);
  const tab = sportsTabOf(new URLSearchParams(useSearch()).get('tab')) ?? 'rolling';
  const content = (
    <>
      {lanes.isPending && <Spinner />}
      {lanes.isError && <ErrorPanel error={lanes.error} onRetry={() => void lanes.refetch()} />}
      {lanes.isSuccess &&
        (lane && lane.cards.length > 0 ? (
          <VendorGrid
            cards={lane.cards}
            laneTitle={laneTitle}
            {...(key === 'sports' ? { sportsTab: tab } : {})}
          />
        ) : (
          <p>{t('category.empty')}</p>
        ))}
    </>
  );
  return (
    <div className="wl-page">
      <h1 className="wl-section-title">{t(`nav.${key}`)}</h1>
      {key === 'sports' ? (
        <Tabs
          items={SPORTS_TABS.map((item) => ({ key: item, label: t(`sports.${item}`) }))}
          value={tab}
          onChange={(next) => navigate(`/sports?tab=${next}`, { replace: true })}
          label={t('sports.tabs')}
        >
          {content}
        </Tabs>
      ) : (
        content
      )}
    </div>
  );
}
