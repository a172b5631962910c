// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../core/api/ApiError';
import CORE from '../../../core/i18n/locales/EN.json';
import EN from '../locales/EN.json';
import type { BindRequest } from '../handles';
import BindModal from './BindModal';

const bindAccount = vi.fn();
const finishLogin = vi.fn();
vi.mock('../api', () => ({
  bindAccount: (...args: unknown[]) => bindAccount(...args) as unknown,
  finishLogin: (...args: unknown[]) => finishLogin(...args) as unknown,
}));

const originalShowModal = Object.getOwnPropertyDescriptor(HTMLDialogElement.prototype, 'showModal');

beforeAll(async () => {
  // jsdom has no showModal(); the stub opens the dialog the way a browser would
  Object.defineProperty(HTMLDialogElement.prototype, 'showModal', {
    configurable: true,
    writable: true,
    value(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
  });
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    ns: ['social-login', 'core'],
    resources: { EN: { 'social-login': EN, core: CORE } },
    react: { useSuspense: false },
  });
});
afterAll(() => {
  if (originalShowModal)
    Object.defineProperty(HTMLDialogElement.prototype, 'showModal', originalShowModal);
});
afterEach(() => {
  cleanup();
  bindAccount.mockReset();
  finishLogin.mockReset();
});

const request: BindRequest = {
  provider: 'google',
  state: 'a'.repeat(64),
  code: 'b'.repeat(64),
  identity: 'sam@google.example',
};

function renderModal(close = vi.fn()) {
  render(<BindModal close={close} data={request} />);
  return close;
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: EN.bind.submit }));

describe('BindModal', () => {
  it('names the provider account and says that binding cannot be undone', () => {
    renderModal();
    expect(screen.getByRole('dialog', { name: 'Bind your Google account' })).toBeTruthy();
    expect(screen.getByText(/as sam@google\.example/)).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe(
      'Binding cannot be undone: this Google account will stay bound to the account you choose.',
    );
  });

  it('checks the fields and sends nothing while they are wrong', () => {
    renderModal();
    submit();
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Username cannot be empty',
      'Password cannot be empty',
      'Confirm password cannot be empty',
    ]);
    fill(EN.bind.username, 'newbie77');
    fill(EN.bind.password, 'Secret123');
    fill(EN.bind.confirm, 'Secret999');
    submit();
    expect(screen.getByRole('alert').textContent).toBe(EN.bind.errors.mismatch);
    expect(bindAccount).not.toHaveBeenCalled();
  });

  it('binds a new account and logs in', async () => {
    bindAccount.mockResolvedValue({
      token: 't0k',
      userName: 'newbie77',
      created: true,
      firstTimeLogin: true,
    });
    const close = renderModal();
    fill(EN.bind.username, ' newbie77 ');
    fill(EN.bind.password, 'Secret123');
    fill(EN.bind.confirm, 'Secret123');
    submit();
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(bindAccount).toHaveBeenCalledWith(
      { provider: 'google', state: request.state, code: request.code },
      'new',
      'newbie77',
      'Secret123',
    );
    expect(finishLogin).toHaveBeenCalledWith('t0k', true, 'google');
  });

  it('binds an existing account with its password and shows the refusals', async () => {
    bindAccount.mockRejectedValueOnce(new ApiError('WRONG_CREDENTIALS', '', 400, 'socialBind'));
    const close = renderModal();
    fireEvent.click(screen.getByLabelText(EN.bind.existing));
    expect(screen.queryByLabelText(EN.bind.confirm)).toBeNull();
    fill(EN.bind.username, 'player06');
    fill(EN.bind.password, 'nope');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(CORE.errors.wrong_credentials);
    expect(bindAccount.mock.calls[0]?.[1]).toBe('existing');

    bindAccount.mockRejectedValueOnce(new ApiError('OPERATION_NOT_ALLOWED', '', 403, 'socialBind'));
    submit();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'This Google account is already bound to an account, and binding cannot be undone.',
      ),
    );
    expect(close).not.toHaveBeenCalled();
  });
});
