import { Suspense } from 'react';
import { useSnapshot } from 'valtio';
import type { Owned } from '../plugin/buildRegistry';
import type { ComponentSlot } from '../plugin/definePlugin';
import { useRuntime } from '../runtime/RuntimeContext';
import { isVisible } from '../runtime/visibility';
import { session } from '../session/session';
import { ErrorBoundary } from './BoundaryFallback';
import { lazyOnce } from './lazyCache';

type ComponentSlotName =
  | 'headerNav'
  | 'headerActions'
  | 'sideMenuSections'
  | 'rightBar'
  | 'footer'
  | 'homeSections'
  | 'notifications';

/** Renders what the active plugins placed at one extension point, each isolated by a boundary. */
export function SlotOutlet({ name }: { name: ComponentSlotName }) {
  const { registry, flags } = useRuntime();
  const snap = useSnapshot(session);
  const items = (registry.slots[name] as Owned<ComponentSlot>[]).filter((item) =>
    isVisible(item, snap, flags),
  );
  return (
    <>
      {items.map((item) => {
        const Component = lazyOnce(item.component);
        return (
          <ErrorBoundary key={item.key} owner={item.pluginId}>
            <Suspense fallback={null}>
              <Component />
            </Suspense>
          </ErrorBoundary>
        );
      })}
    </>
  );
}
