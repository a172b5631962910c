import { useTranslation } from 'react-i18next';
import { pageNamespace } from '../../../core/plugin/definePlugin';
import type { TeamOverview } from '../api';
import { Amount } from './Amount';

const COUNTS = ['teamSize', 'newMembers', 'activeMembers'] as const;
const AMOUNTS = ['deposits', 'withdrawn', 'bets', 'validBets'] as const;

/** The overview's figures as cards; the previous period's stay, dimmed, until the new answer. */
export function OverviewFigures({
  data,
  loading,
}: {
  data: TeamOverview | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation(pageNamespace('agent-reports'));
  const show = (value: number | undefined) =>
    value === undefined ? '–' : value.toLocaleString('en-US');
  return (
    <dl
      className={`wl-agent-reports__figures${loading ? ' wl-agent-reports__figures--stale' : ''}`}
      aria-busy={loading}
    >
      {COUNTS.map((key) => (
        <div key={key} className="wl-agent-reports__figure">
          <dt>{t(`overview.${key}`)}</dt>
          <dd>{show(data?.[key])}</dd>
        </div>
      ))}
      {AMOUNTS.map((key) => (
        <div key={key} className="wl-agent-reports__figure">
          <dt>{t(`overview.${key}`)}</dt>
          <dd>{data ? <Amount value={data[key]} /> : '–'}</dd>
        </div>
      ))}
      <div className="wl-agent-reports__figure">
        <dt>{t('overview.profit')}</dt>
        <dd>{data ? <Amount value={data.profit} signed /> : '–'}</dd>
      </div>
    </dl>
  );
}
