import { focusManager, type QueryClient } from '@tanstack/react-query';
import { queryClient } from '../runtime/queryClient';
import { session } from '../session/session';
import { MONEY_VIEW_KEY } from './moneyView';

/** Reads every money view again: those on screen now, the rest when next shown. */
export function refreshMoneyViews(client: QueryClient = queryClient): Promise<void> {
  return client.invalidateQueries({ predicate: (query) => query.meta?.[MONEY_VIEW_KEY] === true });
}

const CHANNEL_NAME = 'wl.money-moved';

interface MoneyMovedMessage {
  member: number;
}

function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null;
}

/**
 * Money moved, or may have (a known outcome, a refusal that depends on the balance): this tab's
 * money views are read again and every other tab of the same member is told to do the same.
 */
export function moneyMoved(client: QueryClient | undefined = queryClient): void {
  client ??= queryClient;
  void refreshMoneyViews(client).catch(() => undefined);
  const member = session.member?.id;
  if (member === undefined) return;
  const channel = openChannel();
  channel?.postMessage({ member } satisfies MoneyMovedMessage);
  channel?.close();
}

/**
 * TanStack reads the page's return from visibilitychange only; a window beside another that is
 * clicked again comes back by focus, with the tab visible all along. Both count.
 */
function followFocusAndVisibility(): () => void {
  if (typeof window === 'undefined') return () => undefined;
  focusManager.setEventListener((setFocused) => {
    const onChange = () => setFocused(undefined);
    window.addEventListener('visibilitychange', onChange);
    window.addEventListener('focus', onChange);
    return () => {
      window.removeEventListener('visibilitychange', onChange);
      window.removeEventListener('focus', onChange);
    };
  });
  return () => focusManager.setEventListener(() => undefined);
}

/**
 * For the whole life of the page: money views follow the page's return to view and other tabs
 * saying money moved. A message about another member (another account signed in elsewhere) is
 * not this tab's business.
 */
export function followMoneyViews(client: QueryClient = queryClient): () => void {
  const stopFocus = followFocusAndVisibility();
  const channel = openChannel();
  if (channel)
    channel.onmessage = (event: MessageEvent<unknown>) => {
      const data = event.data as Partial<MoneyMovedMessage> | null;
      if (data && typeof data.member === 'number' && data.member === session.member?.id)
        void refreshMoneyViews(client).catch(() => undefined);
    };
  return () => {
    stopFocus();
    channel?.close();
  };
}
