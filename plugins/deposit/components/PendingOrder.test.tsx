// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import CORE from '../../../core/i18n/locales/EN.json';
import { RuntimeProvider, type Runtime } from '../../../core/runtime/RuntimeContext';
import type { DepositOrder } from '../api';
import EN from '../locales/EN.json';
import { PendingOrder } from './PendingOrder';

vi.mock('../../../core/i18n/useLanguage', () => ({ useLanguage: () => 'EN' }));

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    ns: ['deposit', 'core'],
    resources: { EN: { deposit: EN, core: CORE } },
    react: { useSuspense: false },
  });
});
afterEach(cleanup);

const order: DepositOrder = {
  reference: 'D2611230001',
  amount: 1_250.5,
  currency: 'KHR',
  status: 'PENDING',
  createdAt: new Date(2026, 10, 23, 13, 10).toISOString(),
  channelId: 'bank-1',
  channelKind: 'BANK',
  channelName: 'Bank transfer',
  method: 'ABA',
  payTo: { kind: 'BANK', bankName: 'ABA', accountNumber: '000111222', payeeName: 'Angkor 7' },
};

function renderOrder(currencySymbol: string) {
  const runtime = { permission: { currencySymbol } } as unknown as Runtime;
  render(
    <RuntimeProvider value={runtime}>
      <PendingOrder order={order} onAnother={vi.fn()} />
    </RuntimeProvider>,
  );
}

const amountShown = () => screen.getByText(EN.order.amount).nextSibling?.textContent;

describe('PendingOrder', () => {
  it("shows the order's amount with the brand's currency symbol", () => {
    renderOrder('៛');
    expect(amountShown()).toBe('៛1,250.50');
  });

  it("shows the order's currency code when the platform sends no symbol", () => {
    renderOrder('');
    expect(amountShown()).toBe('KHR 1,250.50');
  });
});
