// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import EN from '../locales/EN.json';
import { RETURN_CHANNEL } from '../flow/returnMessage';
import ReturnPage from './ReturnPage';

const STATE = 'a'.repeat(64);
const CODE = 'b'.repeat(64);

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    ns: ['social-login'],
    resources: { EN: { 'social-login': EN } },
    react: { useSuspense: false },
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function nextMessage(): Promise<unknown> {
  const channel = new BroadcastChannel(RETURN_CHANNEL);
  return new Promise((resolve) => {
    channel.onmessage = (event: MessageEvent) => {
      channel.close();
      resolve(event.data);
    };
  });
}

describe('ReturnPage', () => {
  it('hands the provider answer to the starting window, drops the code and closes', async () => {
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    window.history.replaceState(null, '', `/socialLogin/return?state=${STATE}&code=${CODE}`);
    const message = nextMessage();
    render(<ReturnPage />);
    expect(await message).toEqual({ state: STATE, code: CODE });
    expect(window.location.search).toBe('');
    expect(close).toHaveBeenCalled();
  });

  it('posts nothing and stays open on an address that is not an answer', () => {
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/socialLogin/return?code=nope');
    const { getByText } = render(<ReturnPage />);
    expect(getByText(EN.return.done)).toBeTruthy();
    expect(close).not.toHaveBeenCalled();
  });
});
