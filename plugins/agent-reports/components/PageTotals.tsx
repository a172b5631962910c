import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pageNamespace } from '../../../core/plugin/definePlugin';

/** The sums of the rows on screen (the platform's), under the table's grand totals. */
export function PageTotals({
  items,
}: {
  items: readonly { key: string; label: string; value: ReactNode }[];
}) {
  const { t } = useTranslation(pageNamespace('agent-reports'));
  if (items.length === 0) return null;
  return (
    <div className="wl-agent-reports__page-totals">
      <p className="wl-agent-reports__page-totals-title">{t('table.page_totals')}</p>
      <dl>
        {items.map((item) => (
          <div key={item.key}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
