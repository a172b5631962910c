import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { lazyOnce } from '../lazyCache';
import { toasts } from './toasts';

const ToastList = lazyOnce(() => import('./ToastList'), { owner: 'core', what: 'toasts' });

/**
 * The shell's corner for toasts. The live region is always in the page, empty or not, so a
 * screen reader hears each toast as it is added (a region added with its text is often missed);
 * the toasts' own code and styles load with the first one.
 */
export function ToastHost() {
  const { t } = useTranslation('core');
  const { list } = useSnapshot(toasts);
  return (
    <div
      className="wl-toasts"
      role="status"
      aria-live="polite"
      aria-atomic="false"
      aria-label={t('toast.region')}
    >
      {list.length > 0 && (
        <Suspense fallback={null}>
          <ToastList />
        </Suspense>
      )}
    </div>
  );
}
