import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { LazyComponent, ModalProps } from '../plugin/contributions';
import { modalHandle } from '../plugin/handles';
import { ErrorBoundary } from '../ui/BoundaryFallback';
import { lazyOnce } from '../ui/lazyCache';
import { Modal } from '../ui/Modal';
import { useRuntime } from './RuntimeContext';
import { closeModal, ui } from './ui';

/** Renders the open modals; a plugin opens another plugin's modal only by handle, through this. */
export function ModalHost() {
  const { registry } = useRuntime();
  const { modals } = useSnapshot(ui);
  const { t } = useTranslation('core');
  return (
    <>
      {modals.map(({ id, data }) => {
        const entry = registry.modals.get(id);
        if (!entry) {
          console.warn(`[core] modal "${id}" is not provided by any active plugin`);
          return null;
        }
        // openModal checked the data against the handle's type; the registry keeps the loader
        // of each id, so the two meet here untyped.
        const load = entry.load as LazyComponent<ModalProps<unknown>>;
        const Component = lazyOnce(load, { owner: entry.pluginId, what: `modal ${id}` });
        const close = () => closeModal(modalHandle(id));
        return (
          <ErrorBoundary
            key={id}
            owner={entry.pluginId}
            frame={(message) => (
              <Modal title={t('dialog.prompt')} onClose={close} size="small">
                {message}
              </Modal>
            )}
          >
            <Suspense fallback={null}>
              <Component close={close} data={data} />
            </Suspense>
          </ErrorBoundary>
        );
      })}
    </>
  );
}
