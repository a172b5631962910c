// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../core/api/ApiError';
import { ERROR_CATALOGUE } from '../../../core/api/errorCatalogue';
import { request } from '../../../core/api/request';
import CN from '../../../core/i18n/locales/CN.json';
import EN from '../../../core/i18n/locales/EN.json';
import KM from '../../../core/i18n/locales/KM.json';
import { countdownSeconds } from '../../../core/ui/form/useSmsCountdown';
import { toasts } from '../../../core/ui/toast/toasts';
import { usePhoneVerification } from './usePhoneVerification';

vi.mock('../../../core/api/request', () => ({ request: vi.fn() }));
const requestMock = vi.mocked(request) as unknown as ReturnType<
  typeof vi.fn<(name: string, params: unknown) => Promise<unknown>>
>;

beforeAll(async () => {
  await i18next.init({ lng: 'EN', ns: ['core'], resources: { EN: { core: EN } } });
});

afterEach(() => {
  cleanup();
  requestMock.mockReset();
  toasts.list.splice(0);
});

const MOBILE = '85512345678';
const calls = (name: string) => requestMock.mock.calls.filter(([called]) => called === name);

/** The relay's answers: a fresh sessionInfo per send, and a token per exchanged code. */
function relay() {
  let sent = 0;
  requestMock.mockImplementation(async (name, params) => {
    if (name === 'phoneAuthSendCode') return { sessionInfo: `session-${(sent += 1)}` };
    if (name === 'phoneAuthVerify') {
      const { sessionInfo, code } = params as { sessionInfo: string; code: string };
      if (code !== '123456') throw new ApiError('INVALID_CODE', '', 400, 'phoneAuthVerify');
      return { idToken: `token-of-${sessionInfo}`, phoneNumber: `+${MOBILE}` };
    }
    return { expiredMinutes: 1 };
  });
}

const hook = (flags: string[], purpose: 'login' | 'register' = 'login') =>
  renderHook(() => usePhoneVerification(purpose, new Set(flags)));

describe('usePhoneVerification without PHONEAUTH3: the platform SMS', () => {
  it.each([
    ['login', 'smsNoLogin'],
    ['register', 'registerSms'],
  ] as const)('%s texts through %s and proves with the typed code', async (purpose, endpoint) => {
    relay();
    const { result } = hook(['MOBILEVERCODELOGIN3'], purpose);
    expect(result.current.path).toBe('sms');
    await result.current.send(MOBILE, '855');
    expect(requestMock).toHaveBeenCalledWith(endpoint, {
      mobileNum: MOBILE,
      countryDialingCode: '855',
    });
    expect(await result.current.proof('654321', MOBILE)).toEqual({ verificationCode: '654321' });
    expect(calls('phoneAuthSendCode')).toHaveLength(0);
    expect(calls('phoneAuthVerify')).toHaveLength(0);
  });
});

describe('usePhoneVerification with PHONEAUTH3: the relayed provider', () => {
  it('texts through the relay in E.164 and asks for a one-minute countdown (§4)', async () => {
    relay();
    const { result } = hook(['PHONEAUTH3']);
    expect(result.current.path).toBe('phone-auth');
    const answer = await result.current.send(MOBILE, '855');
    expect(requestMock).toHaveBeenCalledWith('phoneAuthSendCode', { phoneNumber: `+${MOBILE}` });
    expect(calls('smsNoLogin')).toHaveLength(0);
    // Whatever the site's own SMS limit (here 90 s), the path's wait is 60 s.
    expect(countdownSeconds(answer.expiredMinutes, 90)).toBe(60);
  });

  it('exchanges the code once: a refused submit retries with the same token', async () => {
    relay();
    const { result } = hook(['PHONEAUTH3']);
    await act(() => result.current.send(MOBILE));
    const proof = { channel: 'PHONEAUTH', idToken: 'token-of-session-1' };
    expect(await result.current.proof('123456', MOBILE)).toEqual(proof);
    expect(await result.current.proof('123456', MOBILE)).toEqual(proof);
    expect(calls('phoneAuthVerify')).toHaveLength(1);
  });

  it('lets a wrong code be corrected within the same verification', async () => {
    relay();
    const { result } = hook(['PHONEAUTH3']);
    await act(() => result.current.send(MOBILE));
    await expect(result.current.proof('000000', MOBILE)).rejects.toMatchObject({
      code: 'INVALID_CODE',
    });
    expect(await result.current.proof('123456', MOBILE)).toMatchObject({
      idToken: 'token-of-session-1',
    });
  });

  it('replaces the verification on resend: the new code is exchanged for a new token', async () => {
    relay();
    const { result } = hook(['PHONEAUTH3']);
    await act(() => result.current.send(MOBILE));
    await result.current.proof('123456', MOBILE);
    await act(() => result.current.send(MOBILE));
    expect(await result.current.proof('123456', MOBILE)).toMatchObject({
      idToken: 'token-of-session-2',
    });
    expect(calls('phoneAuthVerify').map(([, params]) => params)).toEqual([
      { sessionInfo: 'session-1', code: '123456' },
      { sessionInfo: 'session-2', code: '123456' },
    ]);
  });

  it('asks for a (new) code when none was sent or the number changed since', async () => {
    relay();
    const { result } = hook(['PHONEAUTH3']);
    await expect(result.current.proof('123456', MOBILE)).rejects.toMatchObject({
      code: 'CODE_EXPIRED',
    });
    await act(() => result.current.send(MOBILE));
    await expect(result.current.proof('123456', '85587654321')).rejects.toMatchObject({
      code: 'CODE_EXPIRED',
    });
    expect(calls('phoneAuthVerify')).toHaveLength(0);
  });

  it('gives up an exchange still running when the popup closes: POPUP_CLOSED and a toast', async () => {
    relay();
    const { result, unmount } = hook(['PHONEAUTH3']);
    await act(() => result.current.send(MOBILE));
    let answer!: (value: unknown) => void;
    requestMock.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const proving = result.current.proof('123456', MOBILE);
    unmount();
    answer({ idToken: 'late', phoneNumber: `+${MOBILE}` });
    await expect(proving).rejects.toMatchObject({ code: 'POPUP_CLOSED' });
    expect(toasts.list.map((toast) => [toast.title, toast.tone])).toEqual([
      [EN.errors.popup_closed, 'error'],
    ]);
  });
});

describe('the §8 phone-authentication errors in the catalogue', () => {
  // The spec's list, in its order, and the code the platform (or the front end) answers.
  const PHONE_AUTH_ERRORS = [
    ['invalid phone number', 'INVALID_PHONE'],
    ['missing phone number', 'MISSING_PHONE'],
    ['too many requests (retry after 5 minutes)', 'TOO_MANY_REQUESTS'],
    ['unknown error', 'UNKNOWN'],
    ['invalid verification code', 'INVALID_CODE'],
    ['missing verification code', 'MISSING_CODE'],
    ['captcha check failed', 'CAPTCHA_FAILED'],
    ['quota exceeded (contact support)', 'QUOTA_EXCEEDED'],
    ['operation not allowed (feature not enabled, contact support)', 'OPERATION_NOT_ALLOWED'],
    ['code expired (resend)', 'CODE_EXPIRED'],
    ['popup closed by user (login failed, retry)', 'POPUP_CLOSED'],
  ] as const;
  const text = (bundle: typeof EN, code: (typeof PHONE_AUTH_ERRORS)[number][1]) =>
    bundle.errors[ERROR_CATALOGUE[code].replace('errors.', '') as keyof typeof EN.errors];

  it.each(PHONE_AUTH_ERRORS)('"%s" has its own text in EN, CN and KM', (_meaning, code) => {
    const texts = [EN, CN, KM].map((bundle) => text(bundle, code));
    for (const value of texts) expect(value?.trim()).toBeTruthy();
    // Its own words, not the generic system error, and not left in English.
    expect(texts[0]).not.toBe(EN.errors.system_error);
    expect(texts[1]).not.toBe(texts[0]);
    expect(texts[2]).not.toBe(texts[0]);
  });

  it('says what to do where the spec says it', () => {
    expect(text(EN, 'TOO_MANY_REQUESTS')).toMatch(/5 minutes/);
    expect(text(CN, 'TOO_MANY_REQUESTS')).toMatch(/5 分钟/);
    expect(text(KM, 'TOO_MANY_REQUESTS')).toMatch(/5/);
    for (const code of ['QUOTA_EXCEEDED', 'OPERATION_NOT_ALLOWED'] as const) {
      expect(text(EN, code)).toMatch(/contact customer service/);
      expect(text(CN, code)).toMatch(/联系客服/);
    }
    expect(text(EN, 'CODE_EXPIRED')).toMatch(/send a new one/);
    expect(text(EN, 'POPUP_CLOSED')).toMatch(/Login failed; please retry/);
  });
});
