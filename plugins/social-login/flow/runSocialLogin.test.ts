// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../core/api/ApiError';
import { ui } from '../../../core/runtime/ui';
import type { ProviderWindow } from '../providerWindow';
import { runSocialLogin } from './runSocialLogin';

const startSignIn = vi.fn();
const completeSignIn = vi.fn();
const finishLogin = vi.fn();
const waitForReturn = vi.fn();
vi.mock('../api', () => ({
  startSignIn: (...args: unknown[]) => startSignIn(...args) as unknown,
  completeSignIn: (...args: unknown[]) => completeSignIn(...args) as unknown,
  finishLogin: (...args: unknown[]) => finishLogin(...args) as unknown,
}));
vi.mock('./waitForReturn', () => ({
  waitForReturn: (...args: unknown[]) => waitForReturn(...args) as unknown,
}));

const STATE = 'a'.repeat(64);
const CODE = 'b'.repeat(64);

function fakeWindow(): ProviderWindow {
  return { go: vi.fn(), close: vi.fn(), isClosed: () => false };
}

beforeEach(() => {
  ui.modals.splice(0, ui.modals.length, { id: 'login' });
  startSignIn.mockResolvedValue({
    state: STATE,
    authorizeUrl: `/emulator-assets/provider/google/consent?state=${STATE}`,
    expiresInSeconds: 600,
  });
  waitForReturn.mockResolvedValue({ code: CODE });
});
afterEach(() => vi.resetAllMocks());

describe('runSocialLogin', () => {
  it('logs a bound social account in and closes the login popup', async () => {
    completeSignIn.mockResolvedValue({
      bound: true,
      token: 'tok',
      firstTimeLogin: false,
      identity: 'x@google.example',
    });
    const popup = fakeWindow();
    expect(await runSocialLogin('google', popup)).toBeNull();
    expect(popup.go).toHaveBeenCalledWith(
      `${window.location.origin}/emulator-assets/provider/google/consent?state=${STATE}`,
    );
    expect(waitForReturn).toHaveBeenCalledWith(popup, STATE, 600_000);
    expect(completeSignIn).toHaveBeenCalledWith({ provider: 'google', state: STATE, code: CODE });
    expect(finishLogin).toHaveBeenCalledWith('tok', false, 'google');
    expect(ui.modals).toEqual([]);
  });

  it('closes the register popup too when the sign-in started there', async () => {
    ui.modals.splice(0, ui.modals.length, { id: 'register' });
    completeSignIn.mockResolvedValue({ bound: true, token: 'tok', identity: 'x@google.example' });
    expect(await runSocialLogin('google', fakeWindow())).toBeNull();
    expect(ui.modals).toEqual([]);
  });

  it('asks to bind an account the platform does not know yet', async () => {
    completeSignIn.mockResolvedValue({ bound: false, identity: 'x@google.example' });
    expect(await runSocialLogin('google', fakeWindow())).toBeNull();
    expect(finishLogin).not.toHaveBeenCalled();
    expect(ui.modals).toEqual([
      {
        id: 'socialBind',
        data: { provider: 'google', state: STATE, code: CODE, identity: 'x@google.example' },
      },
    ]);
  });

  it('says the popup was closed when the person denied or closed it', async () => {
    waitForReturn.mockRejectedValue(new ApiError('POPUP_CLOSED', '', 0, 'socialLogin'));
    const popup = fakeWindow();
    expect(await runSocialLogin('telegram', popup)).toBe('errors.popup_closed');
    expect(completeSignIn).not.toHaveBeenCalled();
    expect(ui.modals).toEqual([{ id: 'login' }]);
  });

  it('never loads anything but a web address into the provider window', async () => {
    startSignIn.mockResolvedValue({
      state: STATE,
      authorizeUrl: 'javascript:alert(1)',
      expiresInSeconds: 600,
    });
    const popup = fakeWindow();
    expect(await runSocialLogin('google', popup)).toBe('errors.system_error');
    expect(popup.go).not.toHaveBeenCalled();
    expect(popup.close).toHaveBeenCalled();
  });

  it('shows the platform refusal of a provider that is switched off', async () => {
    startSignIn.mockRejectedValue(
      new ApiError('OPERATION_NOT_ALLOWED', '', 403, 'socialLoginStart'),
    );
    const popup = fakeWindow();
    expect(await runSocialLogin('line', popup)).toBe('errors.operation_not_allowed');
    expect(popup.close).toHaveBeenCalled();
  });
});
