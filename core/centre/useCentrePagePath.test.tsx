// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildRegistry } from '../plugin/buildRegistry';
import { definePlugin } from '../plugin/definePlugin';
import { RuntimeProvider, type Runtime } from '../runtime/RuntimeContext';
import { session } from '../session/session';
import { useMemberCentrePath } from './useCentrePagePath';

const page = () => Promise.resolve({ default: () => null });

const vip = definePlugin({
  id: 'vip',
  slots: {
    memberCentre: [
      { key: 'rebateRates', label: 'menu', page, audience: 'real-member' },
      { key: 'gated', label: 'menu', page, requires: ['PTSYS3'] },
    ],
  },
});

function pathOf(pageKey: string) {
  const runtime = {
    site: { plugins: {} },
    flags: new Set<string>(),
    registry: buildRegistry([vip]),
  } as unknown as Runtime;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RuntimeProvider value={runtime}>{children}</RuntimeProvider>
  );
  return renderHook(() => useMemberCentrePath(pageKey), { wrapper }).result;
}

afterEach(() => {
  cleanup();
  session.isLogin = false;
  session.isTrial = false;
});

describe('useMemberCentrePath', () => {
  it("gives the page's address when an active plugin serves it to this person", () => {
    session.isLogin = true;
    expect(pathOf('rebateRates').current).toBe('/member/rebateRates');
  });

  it('gives null for a page nobody serves, one the flags hide or one not for this person', async () => {
    session.isLogin = true;
    expect(pathOf('nowhere').current).toBeNull();
    expect(pathOf('gated').current).toBeNull();
    const trial = pathOf('rebateRates');
    await act(async () => {
      session.isTrial = true;
    });
    expect(trial.current).toBeNull();
  });
});
