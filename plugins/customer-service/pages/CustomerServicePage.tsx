import './customerServicePage.css';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyOnce } from '../../../core/ui/lazyCache';
import { Spinner } from '../../../core/ui/Spinner';

// The right bar's own entries, loaded the way the right bar loads them: the agent layout draws no
// right bar, and importing it with import() keeps its code in the chunk every player page shares.
const ServiceBar = lazyOnce(() => import('../components/ServiceBar'), {
  owner: 'customer-service',
  what: 'customer-service entries',
});

/** The agent centre's customer-service page (§2): the right bar's service entries, as a page. */
export default function CustomerServicePage() {
  const { t } = useTranslation('customer-service');
  return (
    <section className="wl-service-page" aria-labelledby="wl-service-title">
      <h2 id="wl-service-title" className="wl-section-title">
        {t('label')}
      </h2>
      <Suspense fallback={<Spinner />}>
        <ServiceBar />
      </Suspense>
    </section>
  );
}
