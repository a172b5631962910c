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
import { alerts } from '../../../core/runtime/alerts';
import { completeLogin } from '../login/completeLogin';
import AUTH from '../locales/EN.json';
import { SmsLoginForm } from './SmsLoginForm';

vi.mock('../../../core/api/request', () => ({ request: vi.fn() }));
// The session's start (member info, badges) is completeLogin's own test; here: which method.
vi.mock('../login/completeLogin', () => ({ completeLogin: vi.fn(async () => ({ kind: 'done' })) }));
vi.mock('../../../core/ui/form/captchaImage', () => ({
  fetchCaptcha: vi.fn(async () => ({ id: 'captcha-1', image: 'data:image/png;base64,AA==' })),
}));
const requestMock = vi.mocked(request) as unknown as ReturnType<
  typeof vi.fn<(name: string, params: unknown) => Promise<unknown>>
>;
const completeLoginMock = vi.mocked(completeLogin);

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    ns: ['core', 'auth'],
    resources: { EN: { core: CORE, auth: AUTH } },
    react: { useSuspense: false },
  });
});

afterEach(() => {
  cleanup();
  requestMock.mockReset();
  completeLoginMock.mockClear();
  alerts.queue.splice(0);
});

const MOBILE = '85512345678';
const LOGIN_ANSWER = { token: 't', firstTimeLogin: false, passwordExpired: false, userName: 'p' };

const runtime = (flags: string[]) =>
  ({
    site: {
      id: 'angkor',
      // The site's own SMS wait is longer than the phone-authentication path's minute.
      limits: { smsCountdownSeconds: 90 },
      plugins: {
        auth: { loginMethods: ['sms'], rememberMe: true, dialingCode: '855', termsUrl: '/' },
      },
    },
    flags: new Set(flags),
    permission: {},
  }) as unknown as Runtime;

/** The platform as the form meets it; `login` answers the login call(s) in turn. */
function platform(login: Array<() => unknown> = [() => LOGIN_ANSWER]) {
  requestMock.mockImplementation(async (name) => {
    if (name === 'phoneAuthSendCode') return { sessionInfo: 'session-1' };
    if (name === 'phoneAuthVerify') return { idToken: 'token-1', phoneNumber: `+${MOBILE}` };
    if (name === 'smsNoLogin') return { expiredMinutes: 2 };
    if (name === 'login') return (login.shift() ?? (() => LOGIN_ANSWER))();
    throw new Error(`unexpected call ${name}`);
  });
}

const calls = (name: string) =>
  requestMock.mock.calls.filter(([called]) => called === name).map(([, params]) => params);

function renderForm(flags: string[]) {
  const onOutcome = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RuntimeProvider value={runtime(flags)}>
        <SmsLoginForm side="member" onOutcome={onOutcome} />
      </RuntimeProvider>
    </QueryClientProvider>,
  );
  return onOutcome;
}

async function sendCodeTo(national: string) {
  fireEvent.change(screen.getByLabelText(CORE.sms.mobile), { target: { value: national } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: CORE.sms.send })));
}

async function submit(code: string) {
  fireEvent.change(screen.getByLabelText(CORE.sms.code), { target: { value: code } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: AUTH.login.submit })));
}

describe('SmsLoginForm without PHONEAUTH3: the platform SMS', () => {
  it('texts through smsNoLogin, counts down expiredMinutes, logs in with type sms', async () => {
    platform();
    const onOutcome = renderForm(['MOBILEVERCODELOGIN3']);
    await sendCodeTo('12345678');
    expect(calls('smsNoLogin')).toEqual([{ mobileNum: MOBILE, countryDialingCode: '855' }]);
    expect(screen.getByRole('button', { name: 'Resend in 120 s' })).toHaveProperty(
      'disabled',
      true,
    );
    await submit('654321');
    expect(calls('login')).toEqual([
      { username: MOBILE, password: '654321', type: 'sms', side: 'member' },
    ]);
    expect(completeLoginMock).toHaveBeenCalledWith(LOGIN_ANSWER, 'sms', expect.any(Set));
    expect(onOutcome).toHaveBeenCalledWith({ kind: 'done' });
    expect(calls('phoneAuthSendCode')).toEqual([]);
    expect(calls('phoneAuthVerify')).toEqual([]);
  });
});

describe('SmsLoginForm with PHONEAUTH3: the phone-authentication path', () => {
  const FLAGS = ['MOBILEVERCODELOGIN3', 'PHONEAUTH3'];

  it('texts through the relay with a one-minute countdown and logs in with the id token', async () => {
    platform();
    const onOutcome = renderForm(FLAGS);
    await sendCodeTo('012345678');
    expect(calls('phoneAuthSendCode')).toEqual([{ phoneNumber: `+${MOBILE}` }]);
    expect(calls('smsNoLogin')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Resend in 60 s' })).toHaveProperty('disabled', true);
    await submit(' 123456 ');
    expect(calls('phoneAuthVerify')).toEqual([{ sessionInfo: 'session-1', code: '123456' }]);
    expect(calls('login')).toEqual([
      { username: MOBILE, idToken: 'token-1', type: 'phoneAuth', side: 'member' },
    ]);
    // Never a forced password change on this path (§4): completeLogin is told the method.
    expect(completeLoginMock).toHaveBeenCalledWith(LOGIN_ANSWER, 'phone-auth', expect.any(Set));
    expect(onOutcome).toHaveBeenCalledWith({ kind: 'done' });
  });

  it('throttles sends to one a second (§4): a second click at once sends nothing', async () => {
    requestMock.mockRejectedValue(new ApiError('INVALID_PHONE', '', 400, 'phoneAuthSendCode'));
    renderForm(FLAGS);
    await sendCodeTo('12345678');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: CORE.sms.send })));
    expect(calls('phoneAuthSendCode')).toHaveLength(1);
    // The refusal is the catalogue's text, in the alert dialog of a failed send (§8).
    expect(alerts.queue.map((alert) => alert.messageKey)).toEqual(['errors.invalid_phone']);
  });

  it('shows a captcha when the login asks for one, and retries with the same id token', async () => {
    platform([
      () => {
        throw new ApiError('CAPTCHA_FAILED', '', 400, 'login', { captcha: true });
      },
      () => LOGIN_ANSWER,
    ]);
    renderForm(FLAGS);
    await sendCodeTo('12345678');
    await submit('123456');
    expect(screen.getByText(CORE.errors.captcha_failed)).toBeTruthy();
    const answer = await screen.findByLabelText(CORE.captcha.label);
    fireEvent.change(answer, { target: { value: 'ab12' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: AUTH.login.submit })));
    expect(calls('phoneAuthVerify')).toHaveLength(1);
    expect(calls('login')).toEqual([
      { username: MOBILE, idToken: 'token-1', type: 'phoneAuth', side: 'member' },
      {
        username: MOBILE,
        idToken: 'token-1',
        type: 'phoneAuth',
        side: 'member',
        captcha: 'ab12',
        captchaId: 'captcha-1',
      },
    ]);
  });

  it.each([
    ['INVALID_CODE', CORE.errors.invalid_code],
    ['CODE_EXPIRED', CORE.errors.code_expired],
    ['UNKNOWN', CORE.errors.unknown],
  ] as const)('shows the catalogue text of a refused exchange (%s)', async (code, text) => {
    platform();
    requestMock.mockImplementation(async (name) => {
      if (name === 'phoneAuthSendCode') return { sessionInfo: 'session-1' };
      throw new ApiError(code, '', 400, String(name));
    });
    renderForm(FLAGS);
    await sendCodeTo('12345678');
    await submit('123456');
    expect(screen.getByText(text)).toBeTruthy();
    expect(calls('login')).toEqual([]);
  });

  it('asks for a new code when the number changed after the send', async () => {
    platform();
    renderForm(FLAGS);
    await sendCodeTo('12345678');
    fireEvent.change(screen.getByLabelText(CORE.sms.mobile), { target: { value: '87654321' } });
    await submit('123456');
    expect(screen.getByText(CORE.errors.code_expired)).toBeTruthy();
    expect(calls('phoneAuthVerify')).toEqual([]);
  });
});
