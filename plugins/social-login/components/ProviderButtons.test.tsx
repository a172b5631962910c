// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import CORE from '../../../core/i18n/locales/EN.json';
import { RuntimeProvider, type Runtime } from '../../../core/runtime/RuntimeContext';
import EN from '../locales/EN.json';
import ProviderButtons from './ProviderButtons';

const runSocialLogin = vi.fn();
vi.mock('../flow/runSocialLogin', () => ({
  runSocialLogin: (...args: unknown[]) => runSocialLogin(...args) as unknown,
}));

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    ns: ['social-login', 'core'],
    resources: { EN: { 'social-login': EN, core: CORE } },
    react: { useSuspense: false },
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  runSocialLogin.mockReset();
});

function renderButtons(flags: string[], providers: string[]) {
  const runtime = {
    flags: new Set(flags),
    site: { plugins: { 'social-login': { providers } } },
  } as unknown as Runtime;
  return render(
    <RuntimeProvider value={runtime}>
      <ProviderButtons />
    </RuntimeProvider>,
  );
}

const button = (provider: string) =>
  screen.getByRole('button', { name: `Continue with ${provider}` });

describe('ProviderButtons', () => {
  it('shows the offered providers whose flag is on, in the site order', () => {
    renderButtons(['GOOGLELOGIN3', 'TELEGRAMLOGIN3', 'LINELOGIN3'], ['google', 'facebook', 'line']);
    const group = screen.getByRole('group', { name: EN.title });
    expect([...group.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      'Continue with Google',
      'Continue with LINE',
    ]);
  });

  it('renders nothing when no provider is switched on', () => {
    const { container } = renderButtons(['COMM3'], ['telegram', 'facebook', 'google']);
    expect(container.innerHTML).toBe('');
  });

  it('says the popup was blocked when the browser refuses the window', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    renderButtons(['GOOGLELOGIN3'], ['google']);
    fireEvent.click(button('Google'));
    expect(screen.getByRole('alert').textContent).toBe(CORE.errors.popup_blocked);
    expect(runSocialLogin).not.toHaveBeenCalled();
  });

  it('opens the window during the click and shows why a sign-in failed', async () => {
    const popup = { opener: {}, closed: false, close: vi.fn(), location: { href: '' } };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    runSocialLogin.mockResolvedValue('errors.popup_closed');
    renderButtons(['TELEGRAMLOGIN3'], ['telegram']);
    fireEvent.click(button('Telegram'));
    expect(open).toHaveBeenCalledTimes(1);
    expect(popup.opener).toBeNull(); // the provider page cannot reach back into the site
    expect((await screen.findByRole('alert')).textContent).toBe(CORE.errors.popup_closed);
    expect(runSocialLogin.mock.calls[0]?.[0]).toBe('telegram');
  });
});
