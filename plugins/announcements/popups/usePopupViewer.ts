import { useSnapshot } from 'valtio';
import { session } from '../../../core/session/session';
import type { PopupViewer } from './popupAudience';

/**
 * Who is looking, as far as popups care: logged in or not, and on the first login or not (the
 * login answer's firstTimeLogin, kept in the session store, §3 public state).
 */
export function usePopupViewer(): PopupViewer {
  const snap = useSnapshot(session);
  return { isLogin: snap.isLogin, firstTimeLogin: snap.isLogin && snap.firstTimeLogin };
}
