import i18next from 'i18next';
import { showToast } from './toast/toasts';
import { MEMBER_NS } from '../i18n/i18n';

/**
 * The old way, for pages served over plain HTTP or browsers without the Clipboard API: a
 * selected, off-screen textarea (positioned by a class: the CSP allows no inline styles).
 */
function copyWithTextarea(text: string): boolean {
  const buffer = document.createElement('textarea');
  buffer.value = text;
  buffer.className = 'wl-copy-buffer';
  buffer.setAttribute('readonly', '');
  buffer.setAttribute('aria-hidden', 'true');
  const focused = document.activeElement as HTMLElement | null;
  document.body.append(buffer);
  buffer.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    buffer.remove();
    focused?.focus(); // the person stays on the copy button
  }
}

/**
 * Copies a text the person asked for (a deposit reference, an address) and says so with a
 * toast (§8 copy_success), or says it could not. Resolves to whether it was copied.
 */
export async function copyText(text: string): Promise<boolean> {
  let copied: boolean;
  try {
    if (!navigator.clipboard) throw new Error('no Clipboard API');
    await navigator.clipboard.writeText(text);
    copied = true;
  } catch {
    // refused (no permission, not a secure context) or missing: the textarea still works there
    copied = copyWithTextarea(text);
  }
  showToast(
    copied
      ? { title: i18next.t('copy.success', { ns: MEMBER_NS }), tone: 'success' }
      : { title: i18next.t('copy.failed', { ns: MEMBER_NS }), tone: 'error' },
  );
  return copied;
}
