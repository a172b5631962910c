import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { usePluginOptions } from '../../../core/runtime/RuntimeContext';
import { openModal, ui } from '../../../core/runtime/ui';
import { useAnnouncements } from '../api';
import { popupKey, popupsFor } from '../popups/popupAudience';
import { isPopupClosed } from '../popups/popupClosed';
import { publicModal } from '../handles';
import { usePageSettled } from '../popups/usePageSettled';
import { usePopupViewer } from '../popups/usePopupViewer';

/**
 * Renders nothing: once the page has settled it opens the popup modal when this viewer has popups
 * and has not closed them this session (§4 Popups). Logging in changes the key, so a member gets
 * the member popups even after closing the visitor ones. Never over another dialog (the login
 * form a link opened, a deposit): the popup waits until the person has closed it.
 */
export default function PopupTrigger() {
  const options = usePluginOptions('announcements');
  const viewer = usePopupViewer();
  const settled = usePageSettled(options.popupDelayMs);
  const query = useAnnouncements();
  const key = popupKey(viewer);
  const count = popupsFor(query.data?.popups ?? [], viewer).length;
  const enabled = options.popups;
  const otherDialog = useSnapshot(ui).modals.some((modal) => modal.id !== publicModal.id);

  useEffect(() => {
    if (!enabled || !settled || otherDialog || count === 0 || isPopupClosed(key)) return;
    openModal(publicModal);
  }, [enabled, settled, otherDialog, count, key]);
  return null;
}
