// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../core/api/ApiError';
import CORE_EN from '../../../core/i18n/locales/EN.json';
import type { RebateSetting } from '../api';
import EN from '../locales/EN.json';
import signedIn from '../signedIn';
import RebateRatesPage from './RebateRatesPage';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../../core/api/request', () => ({ request }));

/** As the emulator seeds a brand: game type defaults, two vendors with their own. */
const SETTINGS: RebateSetting[] = [
  { productType: 'LIVE', rate: 0.006 },
  { productType: 'LIVE', vassalage: 'EVO', rate: 0.008 },
  { productType: 'RNG', rate: 0.004 },
  { productType: 'RNG', vassalage: 'PG', rate: 0.005 },
  { productType: 'SPORTS', rate: 0.005 },
  { productType: 'NEWTYPE', rate: 0.00125 },
];

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    ns: ['vip', 'core'],
    resources: { EN: { vip: EN, core: CORE_EN } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});

afterEach(() => {
  cleanup();
  request.mockReset();
});

function renderPage() {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RebateRatesPage />
    </QueryClientProvider>,
  );
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [
      within(row).getByRole('rowheader').textContent,
      ...within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ]);

describe('RebateRatesPage', () => {
  it('lists the rate of every game type and vendor, each under real column headers', async () => {
    request.mockResolvedValue(SETTINGS);
    renderPage();
    const table = await screen.findByRole('table', { name: EN.rebate.caption });
    expect(request).toHaveBeenCalledWith('rebateSettings', {}, expect.anything());
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([EN.rebate.game_type, EN.rebate.vendor, EN.rebate.rate]);
    expect(rowsOf(table)).toEqual([
      ['Live casino', EN.rebate.other_vendors, '0.6%'],
      ['Live casino', 'EVO', '0.8%'],
      ['Slots', EN.rebate.other_vendors, '0.4%'],
      ['Slots', 'PG', '0.5%'],
      ['Sports', EN.rebate.all_vendors, '0.5%'],
      // a game type the texts do not know yet shows its code, not nothing
      ['NEWTYPE', EN.rebate.all_vendors, '0.125%'],
    ]);
    // The table is the member's own (the call carries the token) and says what is not listed.
    expect(screen.getByText(EN.rebate.intro)).toBeTruthy();
    expect(screen.getByText(EN.rebate.unlisted)).toBeTruthy();
  });

  it('explains an empty answer instead of showing an empty table', async () => {
    request.mockResolvedValue([]);
    renderPage();
    expect(await screen.findByText(EN.rebate.empty)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows a failure in the catalogue's words, and a retry that reads the rates again", async () => {
    request.mockRejectedValueOnce(new ApiError('NETWORK', '', 0, 'rebateSettings'));
    request.mockResolvedValueOnce(SETTINGS);
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(CORE_EN.errors.network);
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: CORE_EN.actions.retry }));
    expect(await screen.findByRole('table', { name: EN.rebate.caption })).toBeTruthy();
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('is a member-centre page for real members, with no module flag (MANPLAYREB3 or not)', () => {
    const entry = signedIn.slots.memberCentre?.find((p) => p.key === 'rebateRates');
    expect(entry).toMatchObject({ label: 'rebate.menu', audience: 'real-member' });
    expect(entry).not.toHaveProperty('requires');
  });
});
