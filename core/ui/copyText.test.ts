// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import MEMBER from '../i18n/locales/member/EN.json';
import { initCoreTexts } from '../i18n/testing/initCoreTexts';
import { copyText } from './copyText';
import { clearToasts, toasts } from './toast/toasts';

beforeAll(initCoreTexts);
afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** jsdom has no execCommand; the fallback's only way to copy. */
function stubExecCommand(result: boolean | Error) {
  const execCommand = vi.fn((command: string) => {
    if (result instanceof Error) throw result;
    // what the browser copies is the selection: the textarea must be in the page and selected
    const buffer = document.querySelector('textarea.wl-copy-buffer') as HTMLTextAreaElement | null;
    expect(command).toBe('copy');
    expect(buffer?.getAttribute('style')).toBeNull();
    return result && buffer?.selectionEnd === buffer?.value.length;
  });
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
  return execCommand;
}

describe('copyText', () => {
  it('copies with the Clipboard API and says Copied', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    await expect(copyText('D2611230001')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('D2611230001');
    expect(toasts.list).toEqual([
      expect.objectContaining({ title: MEMBER.copy.success, tone: 'success' }),
    ]);
  });

  it('falls back to a selected textarea, styled by a class, and leaves nothing behind', async () => {
    vi.stubGlobal('navigator', {
      clipboard: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
    });
    const execCommand = stubExecCommand(true);
    const button = document.body.appendChild(document.createElement('button'));
    button.focus();
    await expect(copyText('TRX-ADDRESS')).resolves.toBe(true);
    expect(execCommand).toHaveBeenCalledOnce();
    expect(document.querySelector('textarea')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(toasts.list.map((toast) => toast.title)).toEqual([MEMBER.copy.success]);
    button.remove();
  });

  it('says so when nothing could copy', async () => {
    vi.stubGlobal('navigator', {});
    stubExecCommand(new Error('unsupported'));
    await expect(copyText('x')).resolves.toBe(false);
    expect(toasts.list).toEqual([
      expect.objectContaining({ title: MEMBER.copy.failed, tone: 'error' }),
    ]);
  });
});
