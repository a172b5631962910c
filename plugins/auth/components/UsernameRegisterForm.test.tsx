// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { request } from '../../../core/api/request';
import CORE from '../../../core/i18n/locales/EN.json';
import { RuntimeProvider, type Runtime } from '../../../core/runtime/RuntimeContext';
import type { RegisterSettings } from '../api';
import AUTH_PAGE from '../locales/page/EN.json';
import { UsernameRegisterForm } from './UsernameRegisterForm';

vi.mock('../../../core/api/request', () => ({ request: vi.fn() }));

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    ns: ['core', 'auth-page'],
    resources: { EN: { core: CORE, 'auth-page': AUTH_PAGE } },
    react: { useSuspense: false },
  });
});

afterEach(() => {
  cleanup();
  vi.mocked(request).mockReset();
});

const DIALING_CODE = '855';

const runtime = (ageGate: number) =>
  ({
    site: {
      id: 'angkor',
      limits: { ageGate, smsCountdownSeconds: 90 },
      plugins: { auth: { dialingCode: DIALING_CODE, termsUrl: '/terms' } },
    },
    flags: new Set(['REG3', 'USERNAMEREG3']),
    permission: {},
  }) as unknown as Runtime;

/** The server's rules (§5): an optional mobile number of exactly `mobileLength` digits in all. */
const settings = (mobileLength: number): RegisterSettings => ({
  smsVerification: false,
  captcha: false,
  fields: [
    {
      name: 'mobileNum',
      enabled: true,
      required: false,
      acceptedPattern: '*',
      minLength: mobileLength,
      maxLength: mobileLength,
      patternId: '1',
    },
  ],
});

function renderForm(ageGate: number, mobileLength: number) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RuntimeProvider value={runtime(ageGate)}>
        <UsernameRegisterForm settings={settings(mobileLength)} onRegistered={vi.fn()} />
      </RuntimeProvider>
    </QueryClientProvider>,
  );
}

describe('UsernameRegisterForm', () => {
  it('names the digits to type when the mobile rule has one exact length (§5)', async () => {
    renderForm(18, 11);
    fireEvent.change(screen.getByLabelText(CORE.sms.mobile, { exact: true }), {
      target: { value: '5555555' },
    });
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: AUTH_PAGE.register.submit })),
    );
    // 11 digits in all, 3 of them the dialing code: the person types 8.
    expect(
      screen.getByText(i18next.t('auth-page:registration.mobile_digits', { digits: 8 })),
    ).toBeTruthy();
    // Refused in the browser: only the phone field's country list was asked for.
    const asked = vi.mocked(request).mock.calls.map(([name]) => name);
    expect(asked.filter((name) => name !== 'countryCodes')).toEqual([]);
  });

  it("certifies the site's age gate, ticked by default, and stars the username (§1, §5)", () => {
    renderForm(21, 11);
    const terms = screen.getByRole('checkbox', {
      name: new RegExp(i18next.t('auth-page:register.terms_before', { age: 21 })),
    });
    expect((terms as HTMLInputElement).checked).toBe(true);
    const username = screen.getByLabelText(AUTH_PAGE.register.field_username, { exact: false });
    const star = username.closest('.wl-field')?.querySelector('.wl-field__required');
    expect(star?.textContent).toBe('*');
  });
});
