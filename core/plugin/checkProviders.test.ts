import { describe, expect, it } from 'vitest';
import { activatePlugins } from './activatePlugins';
import { checkProviders, consumersOf } from './checkProviders';
import { definePlugin, provideModal, provideService } from './definePlugin';
import { CORE_NEEDS, loginPrompt, walletRefresh } from './handles';
import { StartupError } from './startupError';

const modal = () => Promise.resolve({ default: () => null });
const auth = definePlugin({ id: 'auth', provides: [provideModal(loginPrompt, modal)] });
const wallet = definePlugin({
  id: 'wallet',
  requires: ['PTSYS3'],
  provides: [provideService(walletRefresh, () => Promise.resolve(() => Promise.resolve()))],
});
const lobby = definePlugin({ id: 'lobby', needs: [loginPrompt] });
const mall = definePlugin({ id: 'mall', needs: [walletRefresh] });
const known = [auth, wallet, lobby, mall];

/** Activates `enabled` with `flags` and runs the check as start-up does. */
function check(enabled: string[], flags: string[] = []): void {
  const { active, inactive } = activatePlugins(known, new Set(enabled), new Set(flags));
  checkProviders('brand-x', consumersOf(CORE_NEEDS, active), active, known, inactive);
}

function errorOf(run: () => void): StartupError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(StartupError);
    return error as StartupError;
  }
  throw new Error('no start-up error');
}

describe('checkProviders', () => {
  it('passes when every need of core and of the mounted plugins has a mounted provider', () => {
    expect(() => check(['auth', 'lobby', 'wallet', 'mall'], ['PTSYS3'])).not.toThrow();
  });

  it('names the site, the consumer and the provider the site did not enable', () => {
    const error = errorOf(() => check(['lobby']));
    expect(error.code).toBe('PROVIDER_MISSING');
    expect(error.pluginIds).toEqual(['lobby', 'auth']);
    expect(error.message).toBe(
      '[plugin:lobby, auth] site "brand-x": "lobby" needs modal "login" from plugin "auth", ' +
        'which is not mounted (the site does not enable it)',
    );
  });

  it('holds core to its own needs (the login prompt of §4) when no plugin asks', () => {
    const error = errorOf(() => check(['wallet'], ['PTSYS3']));
    expect(error.pluginIds).toEqual(['core', 'auth']);
    expect(error.message).toContain('"core" needs modal "login" from plugin "auth"');
  });

  it('names the module flag that keeps the provider off', () => {
    const error = errorOf(() => check(['auth', 'mall', 'wallet']));
    expect(error.pluginIds).toEqual(['mall', 'wallet']);
    expect(error.message).toContain(
      'site "brand-x": "mall" needs service "walletRefresh" from plugin "wallet", which is not mounted (its module PTSYS3 is off)',
    );
  });

  it('says so when no known plugin provides the handle at all', () => {
    const { active } = activatePlugins([mall, auth], new Set(['mall', 'auth']), new Set());
    const error = errorOf(() =>
      checkProviders('brand-x', consumersOf(CORE_NEEDS, active), active, [mall, auth], []),
    );
    expect(error.message).toContain(
      '"mall" needs service "walletRefresh", which no plugin provides',
    );
    expect(error.pluginIds).toEqual(['mall']);
  });

  it('does not ask for the needs of plugins that are not mounted', () => {
    expect(() => check(['auth'])).not.toThrow();
  });
});
