import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { namespaceLoaded } from '../i18n/bundleFailures';
import type { LazyComponent } from '../plugin/definePlugin';
import { chunkAddressOf } from './chunkAddress';
import { withChunkTimeout } from './chunkTimeout';

/** Whose lazy part this is, for the texts it needs and the name a timeout gives it. */
export interface LazyPart {
  /** The plugin (also its i18n namespace) or `core`. */
  owner: string;
  /** What the part is, e.g. `page /help`, `modal login`, `slot footer/contact-links`. */
  what: string;
}

const cache = new WeakMap<object, unknown>();

/**
 * One React.lazy per loader, so re-renders never re-create (and re-suspend) a component. The
 * chunk gets the §9 timeout, and the component waits for its plugin's texts as well: a failed
 * locale bundle fails the part with the chunk-load message rather than showing raw keys.
 */
export function lazyOnce<P>(
  load: LazyComponent<P>,
  part: LazyPart,
): LazyExoticComponent<ComponentType<P>> {
  let component = cache.get(load) as LazyExoticComponent<ComponentType<P>> | undefined;
  if (!component) {
    const what = chunkAddressOf(load) ?? `${part.owner} ${part.what}`;
    component = lazy(async () => {
      const [module] = await Promise.all([
        withChunkTimeout(load, what),
        namespaceLoaded(part.owner),
      ]);
      return module;
    });
    cache.set(load, component);
  }
  return component;
}
