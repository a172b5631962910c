// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../core/api/ApiError';
import CORE from '../../../core/i18n/locales/EN.json';
import MEMBER_TEXTS from '../../../core/i18n/locales/member/EN.json';
import type { MemberProfile } from '../api';
import EN from '../locales/EN.json';
import { FundsPasswordSection } from './FundsPasswordSection';

const request = vi.fn();
vi.mock('../../../core/api/request', () => ({
  request: (name: string, params: unknown) => request(name, params) as Promise<unknown>,
}));

const profile: MemberProfile = {
  nickname: 'Demo',
  realName: 'Demo Tester',
  realNameFixed: true,
  mobileNum: null,
  mobileVerified: false,
  email: null,
  emailVerified: false,
  birthday: null,
  zalo: null,
  telegram: null,
  permanentAddress: null,
  currentAddress: null,
  placeOfBirth: null,
  nationality: null,
  occupation: null,
  sourceOfIncome: null,
  ageGate: 18,
  hasFundsPassword: false,
  twoFactorEnabled: false,
};

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    ns: ['security-centre', 'core', 'core-member'],
    fallbackNS: ['core', 'core-member'],
    resources: { EN: { 'security-centre': EN, core: CORE, 'core-member': MEMBER_TEXTS } },
    react: { useSuspense: false },
  });
});
beforeEach(() => request.mockReset());
afterEach(cleanup);

function renderSection(hasFundsPassword: boolean) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <FundsPasswordSection profile={{ ...profile, hasFundsPassword }} />
    </QueryClientProvider>,
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('FundsPasswordSection', () => {
  it('names the broken rule before sending anything: 6 digits first, then the confirmation', async () => {
    renderSection(false);
    type(EN.funds.login_password, 'Demo1234');
    type(EN.funds.new, '12345');
    type(EN.funds.confirm, '12345');
    fireEvent.click(screen.getByRole('button', { name: EN.funds.set }));
    expect(await screen.findByText(MEMBER_TEXTS.funds_password.six_digits)).toBeTruthy();
    type(EN.funds.new, '123456');
    type(EN.funds.confirm, '123450');
    fireEvent.click(screen.getByRole('button', { name: EN.funds.set }));
    expect(await screen.findByText(EN.rules.funds_password_confirm)).toBeTruthy();
    expect(request).not.toHaveBeenCalled();
  });

  it('sets the first one with the login password', async () => {
    request.mockResolvedValue({ set: true });
    renderSection(false);
    type(EN.funds.login_password, 'Demo1234');
    type(EN.funds.new, '123456');
    type(EN.funds.confirm, '123456');
    fireEvent.click(screen.getByRole('button', { name: EN.funds.set }));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('setFundsPassword', {
        password: 'Demo1234',
        fundsPassword: '123456',
        confirmFundsPassword: '123456',
      }),
    );
  });

  it('changes it with the old one, and shows a wrong old one in the catalogue’s words', async () => {
    request.mockRejectedValueOnce(
      new ApiError('FUNDS_PASSWORD_WRONG', 'wrong', 400, 'changeFundsPassword'),
    );
    renderSection(true);
    type(EN.funds.old, '000000');
    type(EN.funds.new, '246810');
    type(EN.funds.confirm, '246810');
    fireEvent.click(screen.getByRole('button', { name: EN.funds.change }));
    expect(await screen.findByText(MEMBER_TEXTS.errors.funds_password_wrong)).toBeTruthy();
    expect(request.mock.calls[0]).toEqual([
      'changeFundsPassword',
      {
        oldFundsPassword: '000000',
        newFundsPassword: '246810',
        confirmFundsPassword: '246810',
      },
    ]);
  });
});
