import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { ErrorBoundary } from '../ui/BoundaryFallback';
import { lazyOnce } from '../ui/lazyCache';
import { Modal } from '../ui/Modal';
import { useRuntime } from './RuntimeContext';
import { closeModal, ui } from './ui';

/** Renders the open modals by id; a plugin opens another plugin's modal only through this. */
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
        const Component = lazyOnce(entry.load, { owner: entry.pluginId, what: `modal ${id}` });
        const close = () => closeModal(id);
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
