import 'uplot/dist/uPlot.min.css';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { pageNamespace } from '../../../core/plugin/definePlugin';
import { ui } from '../../../core/runtime/ui';
import type { OverviewDay } from '../api';
import { loadChartLibrary } from '../report/loadChartLibrary';

type Figure = Exclude<keyof OverviewDay, 'day'>;

/** A theme colour by its token: what tells the series apart besides the dash of the line. */
export type SeriesTone = 'success' | 'danger' | 'primary' | 'accent';

export interface ChartSeries {
  figure: Figure;
  label: string;
  tone: SeriesTone;
  /** Dashed, so two series differ by more than their colour (WCAG 1.4.1). */
  dashed?: boolean;
}

interface TeamChartProps {
  caption: string;
  days: readonly OverviewDay[];
  series: readonly ChartSeries[];
  /** How a value reads on the axis and in the data table. */
  format: (value: number) => string;
}

/** The chart's height, reserved by its box before the library arrives (no layout shift). */
const CHART_HEIGHT = 220;

/** Colours used when a theme leaves a token out (the canvas needs a real colour). */
const FALLBACK: Record<SeriesTone | 'text' | 'border', string> = {
  success: '#2e7d32',
  danger: '#c62828',
  primary: '#1565c0',
  accent: '#8e24aa',
  text: '#555555',
  border: '#cccccc',
};

const cssColour = (element: Element, token: keyof typeof FALLBACK) =>
  getComputedStyle(element).getPropertyValue(`--wl-${token}`).trim() || FALLBACK[token];

/** A day's local midnight in seconds, the x of uPlot's time scale (drawn in local time). */
const dayToSeconds = (day: string) => Date.parse(`${day}T00:00:00`) / 1000;

/**
 * One chart of the team overview (issue 14 point 3): uPlot (canvas), loaded with this component
 * only, coloured from the theme and redrawn when it changes; the figure's caption names it and a
 * table of the same numbers is one button away for those who do not see the canvas.
 */
export function TeamChart({ caption, days, series, format }: TeamChartProps) {
  const { t } = useTranslation(pageNamespace('agent-reports'));
  const { theme } = useSnapshot(ui);
  const box = useRef<HTMLDivElement>(null);
  const [showTable, setShowTable] = useState(false);
  const id = useId();

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let gone = false;
    let chart:
      { destroy(): void; setSize(size: { width: number; height: number }): void } | undefined;
    let observer: ResizeObserver | undefined;
    void loadChartLibrary().then((UPlot) => {
      if (gone) return;
      const text = cssColour(element, 'text');
      const border = cssColour(element, 'border');
      const axis = {
        stroke: text,
        grid: { stroke: border, width: 1 },
        ticks: { stroke: border, width: 1 },
      };
      chart = new UPlot(
        {
          width: Math.max(200, element.clientWidth),
          height: CHART_HEIGHT,
          legend: { show: false },
          cursor: { drag: { x: false, y: false } },
          scales: { x: { time: true } },
          axes: [axis, { ...axis, size: 80, values: (_u, values) => values.map(format) }],
          series: [
            {},
            ...series.map((s) => ({
              label: s.label,
              stroke: cssColour(element, s.tone),
              width: 2,
              ...(s.dashed ? { dash: [8, 5] } : {}),
              points: { show: days.length <= 31 },
            })),
          ],
        },
        [days.map((d) => dayToSeconds(d.day)), ...series.map((s) => days.map((d) => d[s.figure]))],
        element,
      );
      if (typeof ResizeObserver !== 'undefined') {
        observer = new ResizeObserver(() =>
          chart?.setSize({ width: Math.max(200, element.clientWidth), height: CHART_HEIGHT }),
        );
        observer.observe(element);
      }
    });
    return () => {
      gone = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [days, series, format, theme]);

  return (
    <figure className="wl-agent-reports__chart-figure" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className="wl-agent-reports__chart-caption">
        {caption}
      </figcaption>
      <ul className="wl-agent-reports__legend">
        {series.map((s) => (
          <li key={s.figure}>
            <span
              className={`wl-agent-reports__swatch wl-agent-reports__swatch--${s.tone}${s.dashed ? ' wl-agent-reports__swatch--dashed' : ''}`}
              aria-hidden="true"
            />
            {s.label}
          </li>
        ))}
      </ul>
      <div ref={box} className="wl-agent-reports__chart" role="img" aria-label={caption} />
      <button
        type="button"
        className="wl-button wl-button--ghost wl-agent-reports__table-toggle"
        aria-expanded={showTable}
        aria-controls={`${id}-table`}
        onClick={() => setShowTable((shown) => !shown)}
      >
        {showTable ? t('overview.hide_table') : t('overview.show_table')}
      </button>
      {/* only rendered when asked for: 90 days of three tables would double the page's nodes */}
      <div id={`${id}-table`}>
        {showTable && (
          <table className="wl-agent-reports__chart-table">
            <caption>{caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t('columns.day')}</th>
                {series.map((s) => (
                  <th key={s.figure} scope="col">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.day}>
                  <th scope="row">{d.day}</th>
                  {series.map((s) => (
                    <td key={s.figure}>{format(d[s.figure])}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </figure>
  );
}
