// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import type { Registry } from '../../../core/plugin/buildRegistry';
import { RuntimeProvider, type Runtime } from '../../../core/runtime/RuntimeContext';
import { useRouteServed } from './useRouteServed';

const page = () => Promise.resolve({ default: () => null });
const runtime = {
  registry: {
    routes: [
      { path: '/', page, pluginId: 'lobby' },
      { path: '/live', page, pluginId: 'lobby' },
      { path: '/game/:code', page, pluginId: 'lottery' },
    ],
  } as unknown as Registry,
} as Runtime;

function wrapper({ children }: { children: ReactNode }) {
  return (
    <RuntimeProvider value={runtime}>
      <Router>{children}</Router>
    </RuntimeProvider>
  );
}

describe('useRouteServed', () => {
  it('matches against the active routes with the router’s own pattern parser', () => {
    const { result } = renderHook(() => useRouteServed(), { wrapper });
    const isServed = result.current;
    expect(isServed('/')).toBe(true);
    expect(isServed('/live')).toBe(true);
    expect(isServed('/game/TCG_SEA')).toBe(true);
    expect(isServed('/game')).toBe(false);
    expect(isServed('/promotions')).toBe(false);
  });
});
