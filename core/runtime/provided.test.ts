import { describe, expect, it, vi } from 'vitest';
import { buildRegistry } from '../plugin/buildRegistry';
import { definePlugin, provideModal, provideService } from '../plugin/definePlugin';
import { loginPrompt, walletRefresh } from '../plugin/handles';
import { isProvided, loadService } from './provided';

const modal = () => Promise.resolve({ default: () => null });

describe('provided handles', () => {
  it('tells whether a mounted plugin provides a modal or a service', () => {
    const withAuth = buildRegistry([
      definePlugin({ id: 'auth', provides: [provideModal(loginPrompt, modal)] }),
    ]);
    expect(isProvided(withAuth, loginPrompt)).toBe(true);
    expect(isProvided(withAuth, walletRefresh)).toBe(false);
    expect(isProvided(buildRegistry([]), loginPrompt)).toBe(false);
  });

  it('loads a service from its provider once asked, and refuses one nobody provides', async () => {
    const refresh = vi.fn(() => Promise.resolve());
    const load = vi.fn(() => Promise.resolve(refresh));
    const registry = buildRegistry([
      definePlugin({ id: 'wallet', provides: [provideService(walletRefresh, load)] }),
    ]);
    expect(load).not.toHaveBeenCalled();
    await (
      await loadService(registry, walletRefresh)
    )();
    expect(refresh).toHaveBeenCalledOnce();
    await expect(loadService(buildRegistry([]), walletRefresh)).rejects.toThrow(
      'service "walletRefresh" is not provided by any active plugin',
    );
  });
});
