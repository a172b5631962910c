import './customerServicePage.css';
import { useTranslation } from 'react-i18next';
import { pageNamespace } from '../../../core/plugin/definePlugin';
import { ServiceChannels } from '../components/ServiceChannels';

/** The page of every channel; its heading level follows where it stands (page or centre). */
function ServicePage({ level }: { level: 1 | 2 }) {
  const { t } = useTranslation([pageNamespace('customer-service'), 'customer-service']);
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section className="wl-service-page" aria-labelledby="wl-service-title">
      <Heading id="wl-service-title" className="wl-section-title">
        {t('label', { ns: 'customer-service' })}
      </Heading>
      <p className="wl-service-page__intro">{t('intro')}</p>
      <ServiceChannels />
    </section>
  );
}

/** /customerService (§2 side menu's customer-service item): for visitors and members alike. */
export default function CustomerServicePage() {
  return <ServicePage level={1} />;
}

/** The same page in the agent centre (§2 agent centre menu), under the centre's own heading. */
export function CentreServicePage() {
  return <ServicePage level={2} />;
}
