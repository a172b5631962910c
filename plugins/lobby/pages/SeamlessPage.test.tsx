// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { VENDOR_FRAME_SANDBOX } from '../../../core/ui/VendorFrame';
import EN from '../locales/EN.json';
import SeamlessPage from './SeamlessPage';

const VENDOR = 'https://play.vendor.test';
vi.mock('../../../core/api/requestGameLaunch', () => ({
  requestGameLaunch: () => Promise.resolve({ url: '/launch?ticket=t1', newWindow: false }),
}));
vi.mock('../../../core/ui/useCdnHosts', () => ({ useLaunchBase: () => () => VENDOR }));

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    ns: ['lobby'],
    resources: { EN: { lobby: EN } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
afterEach(cleanup);

describe('SeamlessPage', () => {
  it("frames the launched game in core's sandbox, with no Referer (issue 29, Game frames)", async () => {
    const { hook, searchHook } = memoryLocation({ path: '/seamless?vassalage=PG&gameCode=pg_1' });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Router hook={hook} searchHook={searchHook}>
          <SeamlessPage />
        </Router>
      </QueryClientProvider>,
    );
    const frame = await screen.findByTitle('Game pg_1');
    expect(frame.getAttribute('src')).toBe(`${VENDOR}/launch?ticket=t1`);
    expect(frame.getAttribute('sandbox')).toBe(VENDOR_FRAME_SANDBOX);
    expect(frame.getAttribute('sandbox')).not.toMatch(/top-navigation/);
    expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer');
  });
});
