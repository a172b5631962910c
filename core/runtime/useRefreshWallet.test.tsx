// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { buildRegistry } from '../plugin/buildRegistry';
import { definePlugin, provideService, type PluginDefinition } from '../plugin/definePlugin';
import { walletRefresh } from '../plugin/handles';
import { RuntimeProvider, type Runtime } from './RuntimeContext';
import { useRefreshWallet } from './useRefreshWallet';

function withPlugins(plugins: PluginDefinition[]) {
  const runtime = { registry: buildRegistry(plugins) } as unknown as Runtime;
  return ({ children }: { children: ReactNode }) => (
    <RuntimeProvider value={runtime}>{children}</RuntimeProvider>
  );
}

describe('useRefreshWallet', () => {
  it('calls the wallet plugin’s refresh, and swallows its failure', async () => {
    const refresh = vi.fn(() => Promise.reject(new Error('offline')));
    const wallet = definePlugin({
      id: 'wallet',
      provides: [provideService(walletRefresh, () => Promise.resolve(refresh))],
    });
    const { result } = renderHook(() => useRefreshWallet(), {
      wrapper: withPlugins([wallet as PluginDefinition]),
    });
    result.current();
    await vi.waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
  });

  it('does nothing where no plugin provides it', () => {
    const { result } = renderHook(() => useRefreshWallet(), { wrapper: withPlugins([]) });
    expect(() => result.current()).not.toThrow();
  });
});
