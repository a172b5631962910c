import { Suspense } from 'react';
import { useSnapshot } from 'valtio';
import type { Owned } from '../plugin/buildRegistry';
import type { ComponentSlot } from '../plugin/contributions';
import type { SlotNameOfKind } from '../plugin/slots';
import { useRuntime } from '../runtime/RuntimeContext';
import { isVisible } from '../runtime/visibility';
import { session } from '../session/session';
import { ErrorBoundary } from './BoundaryFallback';
import { lazyOnce } from './lazyCache';
import { NearViewport } from './NearViewport';

type ComponentSlotName = SlotNameOfKind<'component'>;

/** Picks the visible items, in the order of `keys` when the site config gives one. */
function chooseItems(
  items: Owned<ComponentSlot>[],
  keys: readonly string[] | undefined,
  visible: (item: ComponentSlot) => boolean,
): Owned<ComponentSlot>[] {
  const shown = items.filter(visible);
  if (!keys) return shown;
  return keys.flatMap((key) => shown.filter((item) => item.key === key));
}

/**
 * Renders what the active plugins placed at one extension point, each isolated by a boundary.
 * With `keys` (e.g. the site's homeRows) only those items show, in that order. With `together`
 * the items wait for one another (their code, and the data a block suspends for) and show in one
 * paint: a block that arrived first would otherwise be pushed down by one arriving above it.
 */
export function SlotOutlet({
  name,
  keys,
  together = false,
}: {
  name: ComponentSlotName;
  keys?: readonly string[];
  together?: boolean;
}) {
  const { registry, flags, site } = useRuntime();
  const snap = useSnapshot(session);
  const items = chooseItems(registry.slots[name] as Owned<ComponentSlot>[], keys, (item) =>
    isVisible(item, snap, flags),
  );
  const placed = items.map((item) => {
    const Component = lazyOnce(item.component, {
      owner: item.pluginId,
      what: `slot ${name}/${item.key}`,
    });
    // A block loaded once near the viewport arrives on its own (in its reserved box): it keeps
    // its own boundary, or its late code would hide the blocks shown together with it.
    const content = (
      <ErrorBoundary key={item.key} owner={item.pluginId}>
        {together && !item.whenNear ? (
          <Component />
        ) : (
          <Suspense fallback={null}>
            <Component />
          </Suspense>
        )}
      </ErrorBoundary>
    );
    if (!item.reserve) return content;
    const reserve =
      typeof item.reserve === 'function'
        ? item.reserve(
            ((site.plugins as Record<string, unknown>)[item.pluginId] ?? {}) as Record<
              string,
              unknown
            >,
          )
        : item.reserve;
    const className = `wl-slot wl-slot--${item.key}`;
    if (item.whenNear)
      return (
        <NearViewport
          key={item.key}
          className={className}
          minHeight={reserve.minHeight}
          aspectRatio={reserve.aspectRatio}
        >
          {content}
        </NearViewport>
      );
    return (
      <div
        key={item.key}
        className={className}
        style={{ minHeight: reserve.minHeight, aspectRatio: reserve.aspectRatio }}
      >
        {content}
      </div>
    );
  });
  return together ? <Suspense fallback={null}>{placed}</Suspense> : <>{placed}</>;
}
