import '../agent-reports.css';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../core/api/ApiError';
import { pageNamespace } from '../../../core/plugin/definePlugin';
import { FormError } from '../../../core/ui/form/FormError';
import { formatAmount } from '../../../core/ui/money/formatAmount';
import { DateRangeField } from '../../../core/ui/records/DateRangeField';
import { useTeamOverview } from '../api';
import { OverviewFigures } from '../components/OverviewFigures';
import { TeamChart, type ChartSeries } from '../components/TeamChart';
import { useReportFilters } from '../report/useReportFilters';

const formatCount = (value: number) => value.toLocaleString('en-US');

/**
 * Agent centre agentTeamOverview (issue 14 point 3): the team's size, new and active members,
 * deposits, withdrawals, bets and profit over a period (§9 presets), as figures and as charts.
 */
export default function TeamOverviewPage() {
  const { t } = useTranslation(pageNamespace('agent-reports'));
  const controls = useReportFilters();
  const { range } = controls.filters;
  const overview = useTeamOverview({
    from: range.from,
    to: range.to,
    utcOffset: controls.utcOffset,
  });
  const days = overview.data?.days;
  // the charts redraw when these change, so they are made once per language
  const charts = useMemo(
    () =>
      [
        {
          key: 'money',
          caption: t('overview.chart_money'),
          format: formatAmount,
          series: [
            { figure: 'deposits', label: t('overview.deposits'), tone: 'success' },
            {
              figure: 'withdrawn',
              label: t('overview.withdrawn'),
              tone: 'danger',
              dashed: true,
            },
          ],
        },
        {
          key: 'bets',
          caption: t('overview.chart_bets'),
          format: formatAmount,
          series: [
            { figure: 'bets', label: t('overview.bets'), tone: 'primary' },
            { figure: 'profit', label: t('overview.profit'), tone: 'accent', dashed: true },
          ],
        },
        {
          key: 'members',
          caption: t('overview.chart_members'),
          format: formatCount,
          series: [
            { figure: 'newMembers', label: t('overview.newMembers'), tone: 'primary' },
            {
              figure: 'activeMembers',
              label: t('overview.activeMembers'),
              tone: 'accent',
              dashed: true,
            },
          ],
        },
      ] satisfies {
        key: string;
        caption: string;
        format: (v: number) => string;
        series: ChartSeries[];
      }[],
    [t],
  );
  const failed = overview.isError && !overview.isPlaceholderData;
  return (
    <section className="wl-agent-reports" aria-labelledby="wl-agent-reports-overview">
      <h2 id="wl-agent-reports-overview">{t('overview.title')}</h2>
      <DateRangeField value={range} onChange={controls.setRange} now={controls.now} />
      <FormError messageKey={failed ? errorMessageKey(overview.error) : null} />
      <OverviewFigures
        data={overview.data}
        loading={overview.isPending || overview.isPlaceholderData}
      />
      <div className="wl-agent-reports__charts">
        {charts.map((chart) =>
          days ? (
            <TeamChart
              key={chart.key}
              caption={chart.caption}
              days={days}
              series={chart.series}
              format={chart.format}
            />
          ) : (
            // the chart's box, held while the first answer comes
            <div
              key={chart.key}
              className="wl-agent-reports__chart-figure wl-agent-reports__chart-figure--empty"
            />
          ),
        )}
      </div>
    </section>
  );
}
