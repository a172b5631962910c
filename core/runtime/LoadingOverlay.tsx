import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Spinner } from '../ui/Spinner';
import { hideLoading, ui } from './ui';

/**
 * Covers the page while an action that blocks the whole app runs (e.g. logout, §4), and closes
 * on its timeout (§4 Modal) so a call that never settles cannot leave the page covered for good.
 */
export function LoadingOverlay() {
  const { loading, loadingTimeoutMs } = useSnapshot(ui);
  useEffect(() => {
    if (!loading) return;
    const timer = window.setTimeout(hideLoading, loadingTimeoutMs);
    return () => window.clearTimeout(timer);
  }, [loading, loadingTimeoutMs]);
  if (!loading) return null;
  return (
    <div className="wl-loading-overlay">
      <Spinner />
    </div>
  );
}
