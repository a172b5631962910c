// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { Owned } from '../plugin/buildRegistry';
import type { CentrePage, LazyComponent, RouteDef } from '../plugin/definePlugin';
import {
  MOUNTED_ROUTES_GLOBAL,
  describeMountedRoutes,
  expandCentres,
  exposeMountedRoutes,
} from './mountedRoutes';

const page: LazyComponent = () => Promise.resolve({ default: () => null });
const routes: Owned<RouteDef>[] = [
  { path: '/', page, pluginId: 'lobby' },
  { path: '/pointMall', page, auth: true, realAccount: true, pluginId: 'points-mall' },
  { path: '/socialLogin/return', page, layout: 'bare', pluginId: 'social-login' },
];

describe('mounted routes', () => {
  afterEach(() => {
    delete window[MOUNTED_ROUTES_GLOBAL];
  });

  it('describes each route with the defaults AppRoutes applies, without its page loader', () => {
    expect(describeMountedRoutes(routes)).toEqual([
      { path: '/', auth: false, realAccount: false, layout: 'home', pluginId: 'lobby' },
      {
        path: '/pointMall',
        auth: true,
        realAccount: true,
        layout: 'home',
        pluginId: 'points-mall',
      },
      {
        path: '/socialLogin/return',
        auth: false,
        realAccount: false,
        layout: 'bare',
        pluginId: 'social-login',
      },
    ]);
  });

  it('publishes a frozen copy on the window in test mode', () => {
    expect(import.meta.env.MODE).toBe('test');
    exposeMountedRoutes(routes);
    const exposed = window[MOUNTED_ROUTES_GLOBAL];
    expect(exposed?.map((route) => route.path)).toEqual(['/', '/pointMall', '/socialLogin/return']);
    expect(Object.isFrozen(exposed)).toBe(true);
    expect(Object.isFrozen(exposed?.[0])).toBe(true);
  });

  it('lists each centre page whose flags are on, at its own address', () => {
    const centreRoute = describeMountedRoutes([
      { path: '/member/:pageKey?', page, auth: true, realAccount: true, pluginId: 'core' },
    ]);
    const expanded = expandCentres(centreRoute, {
      flags: new Set(['COMM3']),
      pages: {
        '/member/:pageKey?': [
          { key: 'transferFund', label: 't', page, pluginId: 'wallet' },
          { key: 'agentOnly', label: 'a', page, pluginId: 'wallet', audience: 'agent' },
          { key: 'rebate', label: 'r', page, pluginId: 'rebate', requires: ['MANPLAYREB3'] },
        ],
        '/agentHome/:pageKey?': [],
      },
    });
    expect(expanded.map((route) => [route.visit, route.pluginId, route.audience])).toEqual([
      ['/member/transferFund', 'wallet', 'any'],
      ['/member/agentOnly', 'wallet', 'agent'],
    ]);
    expect(expanded[0]).toMatchObject({ path: '/member/:pageKey?', auth: true });
  });

  it('lists a page whose flags are off for those it waives them for, and any-of flags', () => {
    const centreRoute = describeMountedRoutes([
      { path: '/member/:pageKey?', page, auth: true, realAccount: true, pluginId: 'core' },
    ]);
    const referral: Owned<CentrePage> = {
      key: 'referral',
      label: 'r',
      page,
      pluginId: 'referral',
      audience: 'real-member',
      requiresAny: ['REFERRAL', 'REFERRAL.enabled'],
      flagsWaivedFor: 'agent',
    };
    const listed = (flags: string[]) =>
      expandCentres(centreRoute, {
        flags: new Set(flags),
        pages: { '/member/:pageKey?': [referral], '/agentHome/:pageKey?': [] },
      }).map((route) => [route.visit, route.audience]);
    expect(listed(['COMM3'])).toEqual([['/member/referral', 'agent']]);
    expect(listed(['REFERRAL.enabled'])).toEqual([['/member/referral', 'real-member']]);
    expect(listed(['REFERRAL'])).toEqual([['/member/referral', 'real-member']]);
  });
});
