import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { nativeSyncExternalStore } from './nativeSyncExternalStore';

const require = createRequire(import.meta.url);

describe('nativeSyncExternalStore', () => {
  it("hands over React's own hook, as the shim itself does under this React", () => {
    const shim = require('use-sync-external-store/shim') as { useSyncExternalStore: unknown };
    const react = require('react') as { useSyncExternalStore: unknown };
    expect(react.useSyncExternalStore).toBeTypeOf('function');
    expect(shim.useSyncExternalStore).toBe(react.useSyncExternalStore);

    const plugin = nativeSyncExternalStore();
    const resolveId = plugin.resolveId as (source: string) => string | null;
    const load = plugin.load as (id: string) => string | null;
    const native = resolveId('use-sync-external-store/shim');
    expect(native).not.toBeNull();
    expect(resolveId('use-sync-external-store/shim/index.js')).toBe(native);
    expect(resolveId('use-sync-external-store/shim/with-selector')).toBeNull();
    expect(resolveId('react')).toBeNull();
    expect(load(native!)).toBe("export { useSyncExternalStore } from 'react';\n");
    expect(load('react')).toBeNull();
  });
});
