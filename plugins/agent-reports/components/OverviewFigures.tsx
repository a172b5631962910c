import { useTranslation } from 'react-i18next';
import { pageNamespace } from '../../../core/plugin/definePlugin';
import type { TeamOverview } from '../api';
import { Amount } from './Amount';

const COUNTS = ['teamSize', 'newMembers', 'activeMembers'] as const;
const AMOUNTS = ['deposits', 'withdrawn', 'bets', 'validBets'] as const;

/** The overview's figures as cards; the previous period's stay, marked stale, until the new answer. */
export function OverviewFigures({
  data,
  loading,
}: {
  data: TeamOverview | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation(pageNamespace('agent-reports'));
  const figureClass = `wl-agent-reports__figure${loading ? ' wl-stale' : ''}`;
  const show = (value: number | undefined) =>
    value === undefined ? '–' : value.toLocaleString('en-US');
  return (
    <dl className="wl-agent-reports__figures" aria-busy={loading}>
      {COUNTS.map((key) => (
        <div key={key} className={figureClass}>
          <dt>{t(`overview.${key}`)}</dt>
          <dd>{show(data?.[key])}</dd>
        </div>
      ))}
      {AMOUNTS.map((key) => (
        <div key={key} className={figureClass}>
          <dt>{t(`overview.${key}`)}</dt>
          <dd>{data ? <Amount value={data[key]} /> : '–'}</dd>
        </div>
      ))}
      <div className={figureClass}>
        <dt>{t('overview.profit')}</dt>
        <dd>{data ? <Amount value={data.profit} signed /> : '–'}</dd>
      </div>
    </dl>
  );
}
