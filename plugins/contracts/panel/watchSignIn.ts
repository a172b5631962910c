import { subscribe } from 'valtio';
import { openModal } from '../../../core/runtime/ui';
import { session } from '../../../core/session/session';
import { contractPanel } from '../handles';
import { isContractEnabled } from '../../../core/session/contractFlags';
import { KIND_LIST } from '../model/kinds';

/** Set once the panel has had its look this session; logout clears session storage with it. */
export const PANEL_SEEN_KEY = 'wl.contracts.panelSeen';

export function panelSeen(): boolean {
  try {
    return window.sessionStorage.getItem(PANEL_SEEN_KEY) !== null;
  } catch {
    return false;
  }
}

export function markPanelSeen(): void {
  try {
    window.sessionStorage.setItem(PANEL_SEEN_KEY, '1');
  } catch {
    // storage disabled: the panel may show again on the next page load, nothing worse
  }
}

/**
 * Opens the contract panel (§2 "contract panel shown only when logged in") once per session:
 * after a real member signs in (never a trial user, §4) and core has saved the consolidated
 * flags, which say whether any contract type is on at all. The panel itself asks the platform
 * and closes unseen when nothing waits. Runs from the signed-in part, so a visitor's page
 * carries none of it; a later sign-in on the same page (another member) is watched too.
 */
export function watchSignIn(): () => void {
  let openedFor: string | null = null;
  const check = () => {
    if (!session.isLogin || session.isTrial || !session.token) return;
    if (openedFor === session.token || panelSeen()) return;
    const flags = session.consolidated;
    if (!KIND_LIST.some((kind) => isContractEnabled(kind.contract, flags))) return;
    openedFor = session.token;
    openModal(contractPanel);
  };
  check();
  return subscribe(session, check);
}
