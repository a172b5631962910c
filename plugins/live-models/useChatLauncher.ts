import { useState } from 'react';
import { ApiError } from '../../core/api/ApiError';
import { useRuntime } from '../../core/runtime/RuntimeContext';
import { loginPrompt } from '../../core/plugin/handles';
import { openModal } from '../../core/runtime/ui';
import { session } from '../../core/session/session';
import { launchChat } from './api';
import { platformUrl } from '../../core/api/platformUrl';
import { prepareWindow } from '../../core/ui/openWindow';

/**
 * Starts a chat with a host. The window is opened during the click, before the platform answers,
 * because browsers block windows opened later; it is pointed at the chat URL once known. A guest
 * gets the login popup instead (§4 Game launch: login first).
 */
export function useChatLauncher() {
  const { site } = useRuntime();
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState<string | null>(null);

  async function start(modelId: string): Promise<void> {
    setError(null);
    if (!session.isLogin) {
      openModal(loginPrompt);
      return;
    }
    if (session.isTrial) {
      // §4: a trial account is told to make a real one rather than sent to a refusal page.
      setError(new ApiError('NEED_TRUE_ACCOUNT', '', 0, 'launchChat'));
      return;
    }
    const chatWindow = prepareWindow();
    if (!chatWindow) {
      setError(new ApiError('POPUP_BLOCKED', '', 0, 'launchChat'));
      return;
    }
    setBusy(modelId);
    try {
      const { chatUrl } = await launchChat(modelId);
      const url = platformUrl(chatUrl, site.platform.apiBase, window.location.origin);
      if (!url) throw new ApiError('BAD_RESPONSE', 'chatUrl is not http(s)', 0, 'launchChat');
      chatWindow.go(url);
    } catch (caught) {
      chatWindow.close();
      setError(caught);
    } finally {
      setBusy(null);
    }
  }

  return { start, error, busy };
}
