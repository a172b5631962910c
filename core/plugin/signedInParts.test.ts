import { afterEach, describe, expect, it, vi } from 'vitest';
import { badges } from '../runtime/badges';
import { clearSession, setMember, setToken } from '../session/session';
import { buildRegistry } from './buildRegistry';
import { defineSignedInPart, definePlugin } from './definePlugin';
import {
  loadSignedInParts,
  resetSignedInParts,
  signedInParts,
  signedInPartsPending,
} from './signedInParts';

const page = () => Promise.resolve({ default: () => null });

const records = definePlugin({
  id: 'records',
  signedIn: {
    centres: ['memberCentre'],
    load: () =>
      Promise.resolve({
        default: defineSignedInPart({
          slots: {
            accountMenu: [{ key: 'bets', label: 'b', to: '/member/bets', order: 10 }],
            memberCentre: [{ key: 'bets', label: 'b', page, order: 60 }],
          },
        }),
      }),
  },
});
const security = definePlugin({
  id: 'security',
  slots: { memberCentre: [{ key: 'securityCenter', label: 's', page, order: 10 }] },
  signedIn: {
    load: () =>
      Promise.resolve({
        default: defineSignedInPart({
          slots: { accountMenu: [{ key: 'security', label: 's', to: '/x', order: 60 }] },
        }),
      }),
  },
});

afterEach(resetSignedInParts);

describe('signed-in parts', () => {
  it('give the centre its route from the start, and their entries in order once loaded', async () => {
    const registry = buildRegistry([records, security]);
    expect(registry.routes.map((route) => route.path)).toContain('/member/:pageKey?');
    expect(registry.slots.accountMenu).toEqual([]);
    await loadSignedInParts(registry);
    expect(signedInParts.state).toBe('ready');
    expect(registry.slots.memberCentre.map((page) => [page.key, page.pluginId])).toEqual([
      ['securityCenter', 'security'],
      ['bets', 'records'],
    ]);
    expect(registry.slots.accountMenu.map((entry) => entry.key)).toEqual(['bets', 'security']);
    // Loading again adds nothing twice.
    await loadSignedInParts(registry);
    expect(registry.slots.accountMenu).toHaveLength(2);
  });

  it('keep the centres waiting until they are in, and may be tried again after a failure', async () => {
    let fail = true;
    const flaky = definePlugin({
      id: 'flaky',
      signedIn: {
        load: () =>
          fail
            ? Promise.reject(new Error('offline'))
            : Promise.resolve({ default: defineSignedInPart({ slots: {} }) }),
      },
    });
    const registry = buildRegistry([flaky]);
    expect(signedInPartsPending(registry)).toBe(true);
    expect(signedInPartsPending(buildRegistry([]))).toBe(false);
    await expect(loadSignedInParts(registry)).rejects.toThrow('offline');
    expect(signedInParts.state).toBe('failed');
    fail = false;
    await loadSignedInParts(registry);
    expect(signedInParts.state).toBe('ready');
    expect(signedInPartsPending(registry)).toBe(false);
  });
});

describe('signed-in parts with badge counts', () => {
  afterEach(() => clearSession());

  it('read the counts once loaded, and again when another member signs in', async () => {
    let reads = 0;
    const rewards = definePlugin({
      id: 'rewards',
      signedIn: {
        load: () =>
          Promise.resolve({
            default: defineSignedInPart({
              slots: {},
              badgeCounts: { rewardCenter: () => Promise.resolve(++reads) },
            }),
          }),
      },
    });
    setToken('first');
    setMember({ id: 1, account: 'a', username: 'a', nickname: 'a', type: 0 });
    await loadSignedInParts(buildRegistry([rewards]));
    await vi.waitFor(() => expect(badges.rewardCenter).toBe(1));
    clearSession();
    expect(badges.rewardCenter).toBeUndefined();
    setToken('second');
    setMember({ id: 2, account: 'b', username: 'b', nickname: 'b', type: 0 });
    await vi.waitFor(() => expect(badges.rewardCenter).toBe(2));
  });
});
