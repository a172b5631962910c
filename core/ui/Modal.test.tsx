// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Modal } from './Modal';

const originalShowModal = Object.getOwnPropertyDescriptor(HTMLDialogElement.prototype, 'showModal');
const showModal = vi.fn(function (this: HTMLDialogElement) {
  this.setAttribute('open', '');
});

beforeAll(async () => {
  // jsdom has no showModal(); the stub opens the dialog the way a browser would
  Object.defineProperty(HTMLDialogElement.prototype, 'showModal', {
    configurable: true,
    writable: true,
    value: showModal,
  });
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    ns: ['core'],
    defaultNS: 'core',
    resources: { EN: { core: { actions: { close: 'Close this window' } } } },
  });
});

afterAll(() => {
  if (originalShowModal)
    Object.defineProperty(HTMLDialogElement.prototype, 'showModal', originalShowModal);
  else delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).showModal;
});

beforeEach(() => {
  showModal.mockClear();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.body.className = '';
});

function renderModal(onClose = vi.fn()) {
  const view = render(
    <Modal title="Deposit funds" onClose={onClose} size="large">
      <p>Pick a channel</p>
      <button type="button">Inside</button>
    </Modal>,
  );
  return { ...view, onClose, dialog: screen.getByRole('dialog', { name: 'Deposit funds' }) };
}

describe('Modal', () => {
  it('opens as a modal dialog labelled by its title', () => {
    const { dialog } = renderModal();
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.hasAttribute('open')).toBe(true);
    const title = screen.getByRole('heading', { name: 'Deposit funds' });
    expect(dialog.getAttribute('aria-labelledby')).toBe(title.id);
    expect(dialog.className).toContain('wl-modal--large');
    expect(screen.getByText('Pick a channel')).toBeTruthy();
  });

  it('calls onClose on Escape (the dialog cancel event) and keeps itself open for the owner to unmount', () => {
    const { dialog, onClose } = renderModal();
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog, cancel);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(cancel.defaultPrevented).toBe(true);
  });

  it('has a close button named by the translated label', () => {
    const { onClose } = renderModal();
    fireEvent.click(screen.getByRole('button', { name: 'Close this window' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on a click on the backdrop but not on a click inside', () => {
    const { dialog, onClose } = renderModal();
    fireEvent.click(screen.getByRole('button', { name: 'Inside' }));
    fireEvent.click(screen.getByText('Pick a channel'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('locks body scroll while open and releases it on unmount', () => {
    const { unmount } = renderModal();
    expect(document.body.classList.contains('wl-scroll-locked')).toBe(true);
    unmount();
    expect(document.body.classList.contains('wl-scroll-locked')).toBe(false);
  });

  it('restores the scroll position and the focus of the opener on unmount', () => {
    const opener = document.createElement('button');
    opener.textContent = 'Open';
    document.body.append(opener);
    opener.focus();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 420 });
    const { unmount } = renderModal();
    screen.getByRole('button', { name: 'Inside' }).focus();
    unmount();
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 420 });
    expect(document.activeElement).toBe(opener);
    opener.remove();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });
});
