import { loginPrompt } from '../plugin/handles';
import { session } from '../session/session';
import { showAlert } from './alerts';
import { openModal } from './ui';

/**
 * §4 "Opening a member-centre or account-centre panel": a visitor gets the login popup, a trial
 * (free-play) user the need-true-account warning; only a real account may go on. Returns whether
 * the caller may open the panel.
 */
export function mayOpenMemberPanel(): boolean {
  if (!session.isLogin) {
    openModal(loginPrompt);
    return false;
  }
  if (session.isTrial) {
    showAlert({ messageKey: 'errors.need_true_account' });
    return false;
  }
  return true;
}
