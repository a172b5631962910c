import { Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { ErrorBoundary } from '../ui/BoundaryFallback';
import { lazyOnce } from '../ui/lazyCache';
import { useRuntime } from './RuntimeContext';
import { closeModal, ui } from './ui';

/** Renders the open modals by id; a plugin opens another plugin's modal only through this. */
export function ModalHost() {
  const { registry } = useRuntime();
  const { modals } = useSnapshot(ui);
  return (
    <>
      {modals.map(({ id, data }) => {
        const entry = registry.modals.get(id);
        if (!entry) {
          console.warn(`[core] modal "${id}" is not provided by any active plugin`);
          return null;
        }
        const Component = lazyOnce(entry.load);
        return (
          <ErrorBoundary key={id} owner={entry.pluginId}>
            <Suspense fallback={null}>
              <Component close={() => closeModal(id)} data={data} />
            </Suspense>
          </ErrorBoundary>
        );
      })}
    </>
  );
}
