// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/ApiError';
import EN from '../../i18n/locales/EN.json';
import { initCoreTexts } from '../../i18n/testing/initCoreTexts';
import { alerts } from '../../runtime/alerts';
import { PhoneCodeFields } from './PhoneCodeFields';
import { usePhoneCode } from './usePhoneCode';
import type { SendSmsCode } from './useSmsCountdown';

vi.mock('../../api/request', () => ({
  request: () =>
    Promise.resolve([
      { countryCode: 'KH', countryDialingCode: '855', name: 'Cambodia' },
      { countryCode: 'US', countryDialingCode: '1', name: 'United States' },
    ]),
}));

beforeAll(initCoreTexts);
beforeEach(() => {
  // Only the countdown's clock is faked: the queries' timers and promises run as usual.
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  alerts.queue.splice(0);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Harness({ send, withCode }: { send: SendSmsCode; withCode?: boolean }) {
  const phone = usePhoneCode(send, '855');
  return (
    <PhoneCodeFields
      phone={phone}
      onSend={() => void phone.sendCode()}
      {...(withCode === undefined ? {} : { withCode })}
    />
  );
}

function renderHarness(send: SendSmsCode, withCode?: boolean) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Harness send={send} {...(withCode === undefined ? {} : { withCode })} />
    </QueryClientProvider>,
  );
}

const resendIn = (seconds: number) => EN.sms.resend_in.replace('{{seconds}}', String(seconds));
const typeNumber = (value: string) =>
  fireEvent.change(screen.getByLabelText(EN.sms.mobile), { target: { value } });
const clickSend = (name = EN.sms.send) =>
  act(async () => void fireEvent.click(screen.getByRole('button', { name })));
const tick = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));

describe('PhoneCodeFields', () => {
  it('offers the platform dialing codes, starting from the form one', async () => {
    renderHarness(vi.fn());
    const select = screen.getByRole('combobox', { name: EN.sms.dialing_code });
    expect(select).toHaveProperty('value', '855');
    expect(await screen.findByRole('option', { name: '+1 United States' })).toBeTruthy();
    expect(screen.getByRole('option', { name: '+855 Cambodia' })).toBeTruthy();
  });

  it('texts the full number, then counts down expiredMinutes × 60 before a resend (§4)', async () => {
    const send = vi.fn<SendSmsCode>().mockResolvedValue({ expiredMinutes: 1.5 });
    renderHarness(send);
    typeNumber('012 345 678');
    await clickSend();
    expect(send).toHaveBeenCalledWith('85512345678', '855');
    const button = screen.getByRole('button', { name: resendIn(90) });
    expect(button).toHaveProperty('disabled', true);
    await tick(30_000);
    expect(button.textContent).toBe(resendIn(60));
    await tick(60_000);
    expect(button.textContent).toBe(EN.sms.send);
    expect(button).toHaveProperty('disabled', false);
    await clickSend();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('says why a refused code was not sent, and sends at most once a second (§9)', async () => {
    const send = vi
      .fn<SendSmsCode>()
      .mockRejectedValueOnce(new ApiError('TOO_MANY_REQUESTS', '', 429, 'smsNoLogin'))
      .mockResolvedValue({ expiredMinutes: 1 });
    renderHarness(send);
    typeNumber('12345678');
    await clickSend();
    expect(alerts.queue.map((alert) => alert.messageKey)).toEqual(['errors.too_many_requests']);
    await clickSend();
    expect(send).toHaveBeenCalledTimes(1);
    await tick(1000);
    await clickSend();
    expect(send).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: resendIn(60) })).toBeTruthy();
  });

  it('shows the number alone where the form needs no code', () => {
    renderHarness(vi.fn(), false);
    expect(screen.getByLabelText(EN.sms.mobile)).toBeTruthy();
    expect(screen.queryByLabelText(EN.sms.code)).toBeNull();
    expect(screen.queryByRole('button', { name: EN.sms.send })).toBeNull();
  });
});
