import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { LazyComponent } from '../plugin/definePlugin';

const cache = new WeakMap<object, unknown>();

/** One React.lazy per loader, so re-renders never re-create (and re-suspend) a component. */
export function lazyOnce<P>(load: LazyComponent<P>): LazyExoticComponent<ComponentType<P>> {
  let component = cache.get(load) as LazyExoticComponent<ComponentType<P>> | undefined;
  if (!component) {
    component = lazy(load);
    cache.set(load, component);
  }
  return component;
}
