import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageNamespace } from '../../../core/plugin/definePlugin';

export interface ExportResult {
  /** Rows written to the file. */
  count: number;
  /** Rows the filter has. */
  total: number;
}

type ExportState =
  | { phase: 'idle' }
  | { phase: 'busy' }
  | { phase: 'done'; result: ExportResult }
  | { phase: 'failed' };

/**
 * "Export CSV": runs the export (every page of the filter, then the download) once at a time,
 * and says how it went in a status line a screen reader hears.
 */
export function ExportCsvButton({ onExport }: { onExport: () => Promise<ExportResult> }) {
  const { t } = useTranslation(pageNamespace('agent-reports'));
  const [state, setState] = useState<ExportState>({ phase: 'idle' });
  const run = async () => {
    setState({ phase: 'busy' });
    try {
      setState({ phase: 'done', result: await onExport() });
    } catch {
      setState({ phase: 'failed' });
    }
  };
  const busy = state.phase === 'busy';
  return (
    <div className="wl-agent-reports__export">
      <button
        type="button"
        className="wl-button wl-button--ghost"
        aria-busy={busy}
        disabled={busy}
        onClick={() => void run()}
      >
        {busy ? t('export.busy') : t('export.button')}
      </button>
      <p role="status" className="wl-agent-reports__export-status">
        {state.phase === 'done' &&
          (state.result.count < state.result.total
            ? t('export.cut', {
                count: state.result.count,
                shown: state.result.count.toLocaleString('en-US'),
                total: state.result.total.toLocaleString('en-US'),
              })
            : t('export.done', {
                count: state.result.count,
                shown: state.result.count.toLocaleString('en-US'),
              }))}
        {state.phase === 'failed' && t('export.failed')}
      </p>
    </div>
  );
}
