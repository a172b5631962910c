import { useTranslation } from 'react-i18next';
import { useRuntime } from '../../../core/runtime/RuntimeContext';
import { ErrorPanel } from '../../../core/ui/ErrorPanel';
import { Spinner } from '../../../core/ui/Spinner';
import { useVendorLanes } from '../api';
import { VendorGrid } from '../components/VendorGrid';

/** Home: one row per category that has vendors, in the platform's lane order. */
export default function HomePage() {
  const { site } = useRuntime();
  const { t } = useTranslation('lobby');
  const lanes = useVendorLanes();
  return (
    <div className="wl-page">
      <h1 className="wl-visually-hidden">{t('home.title', { brand: site.brand.name })}</h1>
      {lanes.isPending && <Spinner />}
      {lanes.isError && <ErrorPanel error={lanes.error} onRetry={() => void lanes.refetch()} />}
      {lanes.data?.lanes
        .filter((lane) => lane.cards.length > 0)
        .map((lane) => (
          <section key={lane.title} aria-labelledby={`lane-${lane.title}`}>
            <h2 id={`lane-${lane.title}`} className="wl-section-title">
              {t(`lane.${lane.title}`, { defaultValue: lane.title })}
            </h2>
            <VendorGrid cards={lane.cards} />
          </section>
        ))}
    </div>
  );
}
