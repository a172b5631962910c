import { expect, type APIRequestContext } from '@playwright/test';
import { EMULATOR } from './site';

/**
 * A member's main wallet as the platform's ledger holds it, read and set through the emulator's
 * control API (not the member's own calls): money that moves "elsewhere", which no tab of the
 * member is told about, and the way a journey puts a balance back afterwards.
 */
export async function mainBalanceOf(
  api: APIRequestContext,
  merchant: string,
  account: string,
): Promise<number> {
  const res = await api.get(
    `${EMULATOR}/__emulator/merchants/${merchant}/members/${account}/wallets`,
  );
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { MAIN: number }).MAIN;
}

/** Sets the main wallet to `amount` (an adjustment against house cash: the ledger stays balanced). */
export async function setMainBalance(
  api: APIRequestContext,
  merchant: string,
  account: string,
  amount: number,
): Promise<void> {
  const res = await api.put(`${EMULATOR}/__emulator/merchants/${merchant}/members/${account}`, {
    data: { balance: amount },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}

/** A journey's withdrawals of `account` since `since` go, with their ledger movements. */
export async function forgetWithdrawals(
  api: APIRequestContext,
  merchant: string,
  account: string,
  since: string,
): Promise<void> {
  const res = await api.delete(
    `${EMULATOR}/__emulator/withdrawals?merchant=${merchant}&member=${account}&since=${since}`,
  );
  expect(res.ok()).toBeTruthy();
}
