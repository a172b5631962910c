import type { Registry } from '../plugin/buildRegistry';
import type { Handle, ServiceHandle, ServiceId, ServiceRegister } from '../plugin/handles';
import { useRuntime } from './RuntimeContext';

/** Whether a mounted plugin provides the handle: ask before using an `optional` one. */
export function isProvided(registry: Registry, handle: Handle): boolean {
  return handle.kind === 'modal'
    ? registry.modals.has(handle.id)
    : registry.services.has(handle.id);
}

export function useProvided(handle: Handle): boolean {
  return isProvided(useRuntime().registry, handle);
}

/** Loads a service from its provider's chunk; a handle nobody provides is a programming error. */
export async function loadService<K extends ServiceId>(
  registry: Registry,
  handle: ServiceHandle<K>,
): Promise<ServiceRegister[K]> {
  const entry = registry.services.get(handle.id);
  if (!entry) throw new Error(`[core] service "${handle.id}" is not provided by any active plugin`);
  // The registry keys services by id, and provideService tied each id to its type.
  return (await entry.load()) as ServiceRegister[K];
}

/** A function that loads the service on first use (its chunk is not in the first paint). */
export function useService<K extends ServiceId>(
  handle: ServiceHandle<K>,
): () => Promise<ServiceRegister[K]> {
  const { registry } = useRuntime();
  return () => loadService(registry, handle);
}
