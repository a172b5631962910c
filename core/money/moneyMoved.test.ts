// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, session } from '../session/session';
import { followMoneyViews, moneyMoved } from './moneyMoved';
import { MONEY_VIEW } from './moneyView';

afterEach(() => clearSession());

/** A client with one money view and one other query, both fetched once. */
async function clientWithViews() {
  const client = new QueryClient();
  const balance = vi.fn(async () => 1);
  const news = vi.fn(async () => 'n');
  await client.fetchQuery({ ...MONEY_VIEW, queryKey: ['wallet', 'balance'], queryFn: balance });
  await client.fetchQuery({ queryKey: ['news'], queryFn: news });
  return { client, stale: (key: string[]) => client.getQueryState(key)?.isInvalidated };
}

describe('money views', () => {
  it('money moved marks every money view stale and no other query', async () => {
    const { client, stale } = await clientWithViews();
    moneyMoved(client);
    await vi.waitFor(() => expect(stale(['wallet', 'balance'])).toBe(true));
    expect(stale(['news'])).toBe(false);
  });

  it('another tab of the same member saying money moved refreshes them; another member does not', async () => {
    session.member = { id: 7, account: 'a', username: 'a', nickname: 'a', type: 0 };
    const { client, stale } = await clientWithViews();
    const stop = followMoneyViews(client);
    const otherTab = new BroadcastChannel('wl.money-moved');
    otherTab.postMessage({ member: 8 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stale(['wallet', 'balance'])).toBe(false);
    otherTab.postMessage({ member: 7 });
    await vi.waitFor(() => expect(stale(['wallet', 'balance'])).toBe(true));
    otherTab.close();
    stop();
  });
});
