import { useState } from 'react';
import type { LaunchChatRequest } from '../../generated/api/launchChat.request';
import { ApiError } from '../api/ApiError';
import { platformUrl } from '../api/platformUrl';
import { request } from '../api/request';
import { loginPrompt } from '../plugin/handles';
import { useRuntime } from '../runtime/RuntimeContext';
import { openModal } from '../runtime/ui';
import { session } from '../session/session';
import { prepareWindow } from './openWindow';

/**
 * Opens a chat of the chat service (CBS3): a live host's room (`{ modelId }`) or a chat-room group
 * (`{ group }`). The window is opened during the click, before the platform answers, because
 * browsers block windows opened later; it is pointed at the chat URL once known. A guest gets the
 * login popup instead (§4 Game launch: login first); a trial account is told to make a real one
 * rather than sent to the platform's refusal.
 *
 * `busy` is the key of the chat being opened, so a list can mark the one button that is working.
 */
export function useChatLauncher() {
  const { site } = useRuntime();
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState<string | null>(null);

  async function start(key: string, target: LaunchChatRequest): Promise<void> {
    setError(null);
    if (!session.isLogin) {
      openModal(loginPrompt);
      return;
    }
    if (session.isTrial) {
      setError(new ApiError('NEED_TRUE_ACCOUNT', '', 0, 'launchChat'));
      return;
    }
    const chatWindow = prepareWindow();
    if (!chatWindow) {
      setError(new ApiError('POPUP_BLOCKED', '', 0, 'launchChat'));
      return;
    }
    setBusy(key);
    try {
      const { chatUrl } = await request('launchChat', target);
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
