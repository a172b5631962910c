// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../core/api/ApiError';
import CORE from '../../../core/i18n/locales/EN.json';
import MEMBER_TEXTS from '../../../core/i18n/locales/member/EN.json';
import EN from '../locales/page/EN.json';
import type { Goods } from '../api';
import { RedeemDialog } from './RedeemDialog';

const redeemGoods = vi.fn();
vi.mock('../api', () => ({
  redeemGoods: (input: unknown, key: string) => redeemGoods(input, key),
}));
// What the platform says of an intent whose answer was lost (core resolveIntent asks intentStatus).
const request = vi.hoisted(() => vi.fn());
vi.mock('../../../core/api/request', () => ({ request }));

const originalShowModal = Object.getOwnPropertyDescriptor(HTMLDialogElement.prototype, 'showModal');

beforeAll(async () => {
  // jsdom has no showModal(); the stub opens the dialog the way a browser would
  Object.defineProperty(HTMLDialogElement.prototype, 'showModal', {
    configurable: true,
    writable: true,
    value: function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
  });
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    ns: ['points-mall-page', 'core', 'core-member'],
    fallbackNS: ['core', 'core-member'],
    resources: { EN: { 'points-mall-page': EN, core: CORE, 'core-member': MEMBER_TEXTS } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
afterAll(() => {
  if (originalShowModal)
    Object.defineProperty(HTMLDialogElement.prototype, 'showModal', originalShowModal);
});
beforeEach(() => {
  redeemGoods.mockReset();
  request.mockReset();
  sessionStorage.clear();
});
afterEach(cleanup);

const earbuds: Goods = {
  rewardId: 'dflt88-earbuds',
  type: 'GOODS',
  name: 'Wireless earbuds',
  imageUrl: '/x.svg',
  points: 3_000,
  amount: 5,
  quantity: 100,
  remaining: 58,
  exchanged: 42,
  conditions: { minDeposit: 0, minValidBet: 0 },
  unmet: [],
};

const field = (label: string) => screen.getByLabelText(label, { exact: true });
const submit = () => screen.getByRole('button', { name: EN.redeem.submit });
const fill = (values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values))
    fireEvent.change(field(label), { target: { value } });
};
const show = (goods = earbuds, points = 10_000) => {
  const onRedeemed = vi.fn();
  render(<RedeemDialog goods={goods} points={points} onClose={vi.fn()} onRedeemed={onRedeemed} />);
  return onRedeemed;
};

describe('RedeemDialog', () => {
  it('pays from the main wallet and shows what the quantity costs in points and cash', () => {
    show();
    expect(field(EN.redeem.pay_from)).toHaveProperty('value', 'MAIN');
    expect(screen.getByRole('option', { name: EN.redeem.main_wallet })).toBeTruthy();
    fill({ [EN.redeem.quantity]: '3' });
    expect(screen.getByTestId('redeem-points').textContent).toBe('9,000');
    expect(screen.getByTestId('redeem-amount').textContent).toBe('15.00');
  });

  it('shows the rule each field broke and sends nothing', async () => {
    show(earbuds, 7_000);
    fill({ [EN.redeem.quantity]: '3' });
    await act(async () => fireEvent.click(submit()));
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toEqual([
      EN.redeem.quantity_rule.replace('{{max}}', '2'),
      EN.redeem.address_required,
      EN.redeem.phone_rule,
      MEMBER_TEXTS.funds_password.required,
    ]);
    expect(document.activeElement).toBe(field(EN.redeem.quantity));
    expect(redeemGoods).not.toHaveBeenCalled();
  });

  it('sends one exchange with one key however often it is clicked, then says it is In Process', async () => {
    let finish: (value: unknown) => void = () => undefined;
    redeemGoods.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const onRedeemed = show();
    fill({
      [EN.redeem.quantity]: '2',
      [EN.redeem.address]: ' 1 Main Street ',
      [EN.redeem.phone]: '+1 555 0100',
      [MEMBER_TEXTS.funds_password.label]: '135790',
    });
    await act(async () => {
      fireEvent.click(submit());
      fireEvent.click(submit());
    });
    expect(redeemGoods).toHaveBeenCalledTimes(1);
    const [input, key] = redeemGoods.mock.calls[0]!;
    expect(input).toEqual({
      rewardId: 'dflt88-earbuds',
      quantity: 2,
      payFrom: 'MAIN',
      address: '1 Main Street',
      phone: '+1 555 0100',
      fundsPassword: '135790',
    });
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    const answer = { transactionNo: 'R2611240007', status: 'APPLYING' };
    await act(async () => finish(answer));
    expect(onRedeemed).toHaveBeenCalledWith(answer);
    expect(screen.getByRole('status').textContent).toContain(
      EN.redeem.done_text.replace('{{number}}', 'R2611240007'),
    );
  });

  it('asks what became of an exchange whose answer was lost, and says it went through', async () => {
    redeemGoods.mockRejectedValue(new ApiError('SYSTEM_ERROR', '', 500, 'redeemPointReward'));
    const answer = {
      transactionNo: 'R2611240008',
      productName: 'Wireless earbuds',
      quantity: 2,
      points: 6_000,
      amount: 10,
      status: 'APPLYING',
      appliedAt: '2026-11-24T10:00:00.000Z',
      pointsBalance: 4_000,
      balance: 90,
    };
    let applied: (value: unknown) => void = () => undefined;
    request.mockImplementation(
      (name: string, params: { key: string; operation: string }) =>
        new Promise((resolve, reject) =>
          name === 'intentStatus'
            ? (applied = () => resolve({ ...params, status: 'applied', answer }))
            : reject(new Error(`unexpected ${name}`)),
        ),
    );
    const onRedeemed = show();
    fill({
      [EN.redeem.quantity]: '2',
      [EN.redeem.address]: '1 Main Street',
      [EN.redeem.phone]: '+1 555 0100',
      [MEMBER_TEXTS.funds_password.label]: '135790',
    });
    await act(async () => fireEvent.click(submit()));
    // Asked by the key the exchange went out with; meanwhile nothing else can be sent.
    const key = redeemGoods.mock.calls[0]![1] as string;
    expect(request).toHaveBeenCalledWith(
      'intentStatus',
      { key, operation: 'redeemPointReward' },
      expect.anything(),
    );
    const what = 'redemption of 2 × Wireless earbuds for 6,000 points';
    expect(screen.getByRole('status').textContent).toBe(
      MEMBER_TEXTS.intent.checking.replace('{{what}}', what),
    );
    const busy = screen.getByRole('button', { name: EN.redeem.submitting });
    expect(busy).toHaveProperty('disabled', true);
    expect(field(EN.redeem.quantity)).toHaveProperty('disabled', true);
    await act(async () => fireEvent.submit(busy.closest('form')!));
    expect(redeemGoods).toHaveBeenCalledTimes(1);

    await act(async () => applied(answer));
    // the answer read back is checked against its schema first (a lazily loaded validator)
    await screen.findByText(EN.redeem.done_title, undefined, { timeout: 10_000 });
    expect(screen.getAllByRole('status')[0]!.textContent).toBe(
      MEMBER_TEXTS.intent.applied.replace('{{what}}', what),
    );
    expect(onRedeemed).toHaveBeenCalledWith(answer);
    expect(screen.getByText(EN.redeem.done_text.replace('{{number}}', 'R2611240008'))).toBeTruthy();
    expect(sessionStorage.getItem('wl.intent.redeemPointReward')).toBeNull();
    expect(redeemGoods).toHaveBeenCalledTimes(1);
  });

  it("shows the platform's refusal from the catalogue and starts a new intent after it", async () => {
    redeemGoods.mockRejectedValueOnce(
      new ApiError('FUNDS_PASSWORD_WRONG', '', 400, 'redeemPointReward'),
    );
    redeemGoods.mockRejectedValueOnce(new ApiError('OUT_OF_STOCK', '', 400, 'redeemPointReward'));
    show({ ...earbuds, type: 'LIFE' });
    fill({
      [EN.redeem.phone]: '012345678',
      [MEMBER_TEXTS.funds_password.label]: '000000',
    });
    await act(async () => fireEvent.click(submit()));
    expect(screen.getByRole('alert').textContent).toBe(MEMBER_TEXTS.errors.funds_password_wrong);
    await act(async () => fireEvent.click(submit()));
    expect(screen.getByRole('alert').textContent).toBe(MEMBER_TEXTS.errors.out_of_stock);
    const [first, second] = redeemGoods.mock.calls.map((call) => call[1] as string);
    expect(first).not.toBe(second);
  });
});
