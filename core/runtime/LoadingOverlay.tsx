import { useSnapshot } from 'valtio';
import { Spinner } from '../ui/Spinner';
import { ui } from './ui';

/** Covers the page while an action that blocks the whole app runs (e.g. logout, §4). */
export function LoadingOverlay() {
  const { loading } = useSnapshot(ui);
  if (!loading) return null;
  return (
    <div className="wl-loading-overlay">
      <Spinner />
    </div>
  );
}
