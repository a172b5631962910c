import { ErrorPanel } from '../../../core/ui/ErrorPanel';
import { Spinner } from '../../../core/ui/Spinner';
import { CATEGORY_LANES, pathOf } from '../categories';
import { useVendorLanes } from '../vendors/useVendorLanes';
import { CategoryRow } from './CategoryRow';

const PATH_OF_LANE = new Map(
  Object.entries(CATEGORY_LANES).map(([key, lane]) => [lane, pathOf(key)]),
);

/** One row per category that has vendors, in the platform's lane order (§2 Home). */
export default function CategoryRowsSection() {
  const lanes = useVendorLanes();
  // While the lanes load, the rows' place is held at about two rows' height: a bare spinner would
  // leave the sections below it (the winners row, deferred until near the viewport) close enough
  // to load at once on a first visit, only to be pushed far down when the rows arrive.
  if (lanes.isPending)
    return (
      <div className="wl-home-rows__pending">
        <Spinner />
      </div>
    );
  if (lanes.isError) return <ErrorPanel error={lanes.error} onRetry={() => void lanes.refetch()} />;
  return (
    <>
      {lanes.data
        .filter((lane) => lane.cards.length > 0)
        .map((lane) => (
          <CategoryRow key={lane.title} lane={lane} path={PATH_OF_LANE.get(lane.title) ?? null} />
        ))}
    </>
  );
}
