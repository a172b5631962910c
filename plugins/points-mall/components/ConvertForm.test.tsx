// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import CORE from '../../../core/i18n/locales/EN.json';
import MEMBER_TEXTS from '../../../core/i18n/locales/member/EN.json';
import EN from '../locales/page/EN.json';
import type { PointConfig } from '../api';
import { ConvertForm } from './ConvertForm';

const convertCash = vi.fn();
vi.mock('../api', () => ({
  convertCash: (input: unknown, key: string) => convertCash(input, key),
}));

const config: PointConfig = {
  exchangeRatio: 10,
  minConvert: 10,
  maxConvert: 10_000,
  neverExpire: true,
  rules: 'Points never expire.',
  earnRates: [{ type: 'live', rate: 0.01 }],
};

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    ns: ['points-mall-page', 'core', 'core-member'],
    fallbackNS: ['core', 'core-member'],
    resources: { EN: { 'points-mall-page': EN, core: CORE, 'core-member': MEMBER_TEXTS } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
beforeEach(() => {
  convertCash.mockReset();
  sessionStorage.clear();
});
afterEach(cleanup);

const amount = () => screen.getByLabelText(EN.convert.amount.replace('{{currency}}', 'USD'));
const youGet = (points: string) => EN.convert.you_get.replace('{{points}}', points);

describe('ConvertForm', () => {
  it('shows the points an amount buys as it is typed, and none for an amount it refuses', () => {
    render(<ConvertForm config={config} currency="USD" onConverted={vi.fn()} />);
    expect(screen.getByText(youGet('0'))).toBeTruthy();
    fireEvent.change(amount(), { target: { value: '1,234.56' } });
    expect(screen.getByText(youGet('12,345'))).toBeTruthy();
    fireEvent.change(amount(), { target: { value: '5' } });
    expect(screen.getByText(youGet('0'))).toBeTruthy();
  });

  it('refuses an amount under the minimum with the rule, then converts once with the funds password', async () => {
    const onConverted = vi.fn();
    const answer = {
      transactionNo: 'C1',
      amount: 20,
      points: 200,
      pointsBalance: 1_200,
      balance: 80,
    };
    convertCash.mockResolvedValue(answer);
    render(<ConvertForm config={config} currency="USD" onConverted={onConverted} />);
    fireEvent.change(amount(), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText(MEMBER_TEXTS.funds_password.label), {
      target: { value: '135790' },
    });
    const submit = screen.getByRole('button', { name: EN.convert.submit });
    await act(async () => fireEvent.click(submit));
    expect(screen.getByRole('alert').textContent).toBe(
      MEMBER_TEXTS.amount.below_min.replace('{{min}}', '10.00'),
    );
    expect(convertCash).not.toHaveBeenCalled();

    fireEvent.change(amount(), { target: { value: '20' } });
    await act(async () => {
      fireEvent.click(submit);
      fireEvent.click(submit);
    });
    expect(convertCash).toHaveBeenCalledTimes(1);
    expect(convertCash.mock.calls[0]![0]).toEqual({ amount: 20, fundsPassword: '135790' });
    expect(onConverted).toHaveBeenCalledWith(answer);
    expect(screen.getByRole('status').textContent).toBe(
      EN.convert.done
        .replace('{{amount}}', '20.00')
        .replace('{{points}}', '200')
        .replace('{{balance}}', '1,200'),
    );
  });
});
