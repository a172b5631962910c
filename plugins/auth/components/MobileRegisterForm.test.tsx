// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../core/api/ApiError';
import { request } from '../../../core/api/request';
import CORE from '../../../core/i18n/locales/EN.json';
import { RuntimeProvider, type Runtime } from '../../../core/runtime/RuntimeContext';
import type { RegisterSettings } from '../api';
import AUTH_PAGE from '../locales/page/EN.json';
import { finishRegistration } from '../registration/finishRegistration';
import { MobileRegisterForm } from './MobileRegisterForm';

vi.mock('../../../core/api/request', () => ({ request: vi.fn() }));
// The session's start after registration is finishRegistration's; here: what was sent.
vi.mock('../registration/finishRegistration', () => ({
  finishRegistration: vi.fn(async () => true),
}));
const requestMock = vi.mocked(request) as unknown as ReturnType<
  typeof vi.fn<(name: string, params: unknown) => Promise<unknown>>
>;

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
  requestMock.mockReset();
  vi.mocked(finishRegistration).mockClear();
});

const MOBILE = '85512345678';
const SETTINGS: RegisterSettings = {
  smsVerification: true,
  captcha: false,
  fields: [
    {
      name: 'mobileNum',
      enabled: true,
      required: true,
      acceptedPattern: '*',
      minLength: 6,
      maxLength: 15,
      patternId: '1',
    },
  ],
};

const runtime = (flags: string[]) =>
  ({
    site: {
      id: 'angkor',
      limits: { smsCountdownSeconds: 90 },
      plugins: {
        auth: { loginMethods: ['sms'], rememberMe: true, dialingCode: '855', termsUrl: '/' },
      },
    },
    flags: new Set(['MOBILENUMREG3', 'REGMOBVERF3', ...flags]),
    permission: {},
  }) as unknown as Runtime;

/** The platform; `register` answers the registration call(s) in turn. */
function platform(register: Array<() => unknown> = []) {
  requestMock.mockImplementation(async (name) => {
    if (name === 'phoneAuthSendCode') return { sessionInfo: 'session-1' };
    if (name === 'phoneAuthVerify') return { idToken: 'token-1', phoneNumber: `+${MOBILE}` };
    if (name === 'registerSms') return { expiredMinutes: 1 };
    if (name === 'registerMobile') return (register.shift() ?? (() => ({ token: 't' })))();
    throw new Error(`unexpected call ${name}`);
  });
}

const calls = (name: string) =>
  requestMock.mock.calls.filter(([called]) => called === name).map(([, params]) => params);

function renderForm(flags: string[]) {
  const onRegistered = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RuntimeProvider value={runtime(flags)}>
        <MobileRegisterForm settings={SETTINGS} onRegistered={onRegistered} />
      </RuntimeProvider>
    </QueryClientProvider>,
  );
  return onRegistered;
}

async function sendAndType(code: string) {
  fireEvent.change(screen.getByLabelText(CORE.sms.mobile), { target: { value: '12345678' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: CORE.sms.send })));
  fireEvent.change(screen.getByLabelText(CORE.sms.code), { target: { value: code } });
}

const submit = () =>
  act(async () => fireEvent.click(screen.getByRole('button', { name: AUTH_PAGE.register.submit })));

describe('MobileRegisterForm', () => {
  it('without PHONEAUTH3 sends the platform SMS code (no channel)', async () => {
    platform();
    const onRegistered = renderForm([]);
    await sendAndType('654321');
    await submit();
    expect(calls('registerSms')).toEqual([{ mobileNum: MOBILE, countryDialingCode: '855' }]);
    expect(calls('registerMobile')).toEqual([
      expect.objectContaining({ mobileNum: MOBILE, verificationCode: '654321' }),
    ]);
    expect(calls('registerMobile')[0]).not.toHaveProperty('channel');
    expect(calls('phoneAuthSendCode')).toEqual([]);
    expect(onRegistered).toHaveBeenCalled();
  });

  it('with PHONEAUTH3 sends channel PHONEAUTH and the id token, no code (§3)', async () => {
    platform();
    const onRegistered = renderForm(['PHONEAUTH3']);
    await sendAndType('123456');
    expect(screen.getByRole('button', { name: 'Resend in 60 s' })).toHaveProperty('disabled', true);
    await submit();
    expect(calls('phoneAuthSendCode')).toEqual([{ phoneNumber: `+${MOBILE}` }]);
    expect(calls('registerSms')).toEqual([]);
    const [sent] = calls('registerMobile') as Record<string, unknown>[];
    expect(sent).toMatchObject({
      mobileNum: MOBILE,
      countryDialingCode: '855',
      channel: 'PHONEAUTH',
      idToken: 'token-1',
    });
    expect(sent).not.toHaveProperty('verificationCode');
    expect(onRegistered).toHaveBeenCalled();
  });

  it('retries a refused registration with the same id token (the provider answers once)', async () => {
    platform([
      () => {
        throw new ApiError('REFERRAL_CODE_INVALID', '', 400, 'registerMobile');
      },
    ]);
    const onRegistered = renderForm(['PHONEAUTH3']);
    await sendAndType('123456');
    await submit();
    expect(screen.getByText(CORE.errors.referral_code_invalid)).toBeTruthy();
    await submit();
    expect(calls('phoneAuthVerify')).toHaveLength(1);
    expect(calls('registerMobile').map((sent) => (sent as { idToken: string }).idToken)).toEqual([
      'token-1',
      'token-1',
    ]);
    expect(onRegistered).toHaveBeenCalledTimes(1);
  });

  it('shows the refusal of a spent or wrong code and registers nothing', async () => {
    platform();
    requestMock.mockImplementation(async (name) => {
      if (name === 'phoneAuthSendCode') return { sessionInfo: 'session-1' };
      throw new ApiError('CODE_EXPIRED', '', 400, String(name));
    });
    renderForm(['PHONEAUTH3']);
    await sendAndType('123456');
    await submit();
    expect(screen.getByText(CORE.errors.code_expired)).toBeTruthy();
    expect(calls('registerMobile')).toEqual([]);
  });
});
