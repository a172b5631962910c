// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import CORE from '../../../core/i18n/locales/EN.json';
import EN from '../locales/EN.json';
import DepositTutorial, { TUTORIAL_STEPS } from './DepositTutorial';
import { PayToDetails } from './PayToDetails';

const copyText = vi.fn();
vi.mock('../../../core/ui/copyText', () => ({ copyText: (text: string) => copyText(text) }));
// The QR image is core's (drawn on a canvas); here only what it is asked to draw matters.
vi.mock('../../../core/ui/qr/QrCode', () => ({
  QrCode: ({ value, label }: { value: string; label: string }) => (
    <img alt={label} data-value={value} />
  ),
}));

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    ns: ['deposit', 'core'],
    resources: { EN: { deposit: EN, core: CORE } },
    react: { useSuspense: false },
  });
  // jsdom has no <dialog> methods; the core Modal opens it with showModal().
  HTMLDialogElement.prototype.showModal = function () {
    this.open = true;
  };
});
afterEach(cleanup);

describe('PayToDetails', () => {
  it('shows the platform’s bank account in full, with copy buttons named for the field', () => {
    render(
      <PayToDetails
        reference="D2611230001"
        currency="USD"
        payTo={{
          kind: 'BANK',
          bankName: 'First Harbor Bank',
          accountNumber: '6222020200112233',
          payeeName: 'Default 88 Payments Ltd',
        }}
      />,
    );
    expect(screen.getByText('6222020200112233')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy Account number' }));
    expect(copyText).toHaveBeenCalledWith('6222020200112233');
    expect(screen.queryByText(EN.pay_to.branch)).toBeNull();
  });

  it('draws the order’s QR payload and names the image with the reference', () => {
    const qrPayload = 'https://pay.dflt88.example/qr/abc?ref=D2611230001&amount=20.00';
    render(
      <PayToDetails
        reference="D2611230001"
        currency="USD"
        payTo={{ kind: 'QR', qrPayload, payeeName: 'Default 88 Payments Ltd' }}
      />,
    );
    const image = screen.getByRole('img');
    expect(image.getAttribute('data-value')).toBe(qrPayload);
    expect(image.getAttribute('alt')).toContain('D2611230001');
  });

  it('gives USDT the network, the address, the sum in USDT and the network warning', () => {
    render(
      <PayToDetails
        reference="D2611230002"
        currency="KHR"
        payTo={{ kind: 'USDT', network: 'TRC20', address: 'TXYZ', rate: 4100, usdtAmount: 1234.5 }}
      />,
    );
    expect(screen.getByText('1,234.50')).toBeTruthy();
    expect(screen.getByText('1 USDT = 4,100.00 KHR')).toBeTruthy();
    expect(screen.getByText(/TRC20 network only/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy Address' }));
    expect(copyText).toHaveBeenLastCalledWith('TXYZ');
  });
});

describe('DepositTutorial', () => {
  it('opens on the kind in view and lists each kind’s steps', () => {
    render(<DepositTutorial initialKind="QR" onClose={vi.fn()} />);
    expect(screen.getByRole('tab', { name: EN.kinds.QR }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(TUTORIAL_STEPS.QR);
    fireEvent.click(screen.getByRole('tab', { name: EN.kinds.USDT }));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      Object.values(EN.tutorial.USDT),
    );
  });
});
