import '../points-mall.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Tabs } from '../../../core/ui/Tabs';
import { ExchangeRecords } from '../components/ExchangeRecords';
import { PointsDetails } from '../components/PointsDetails';
import { pageNamespace } from '../../../core/plugin/definePlugin';

type View = 'exchanges' | 'details';

/** Member centre page pointRecords: exchange records (§3 columns) and points details. */
export default function PointRecordsPage() {
  const { t } = useTranslation(pageNamespace('points-mall'));
  const [view, setView] = useState<View>('exchanges');
  return (
    <section className="wl-points-records" aria-labelledby="wl-points-records-title">
      <h2 id="wl-points-records-title">{t('records.title')}</h2>
      <p>
        <Link href="/pointMall">{t('menu')}</Link>
      </p>
      <Tabs
        items={[
          { key: 'exchanges', label: t('records.exchanges') },
          { key: 'details', label: t('records.details') },
        ]}
        value={view}
        onChange={setView}
        label={t('records.title')}
      >
        {view === 'exchanges' ? <ExchangeRecords /> : <PointsDetails />}
      </Tabs>
    </section>
  );
}
