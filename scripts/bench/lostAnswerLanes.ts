import type { Locator, Page } from '@playwright/test';
import endpoints from '../../schemas/api/endpoints.json';
import { localeText } from './localeText';

/**
 * The three money forms bench-lost-answers drives as a person would: a member's transfer to a
 * game wallet, an agent's transfer to a downline, a member's withdrawal. Each lane names its
 * page, its form, the money call whose answer is lost, and the words that say it went through.
 */
export interface Lane {
  name: 'transfer' | 'downline' | 'withdrawal';
  site: string;
  language: string;
  account: string;
  password: string;
  /** The money call whose answer the emulator loses (its path is the fault's prefix). */
  endpoint: 'walletTransfer' | 'downlineTransfer' | 'withdrawCreate';
  /** The page that holds the form, opened signed in. */
  path: string;
  /** The amount of trial `i`: every trial's amounts differ, so a success names its own. */
  amountOf: (i: number) => number;
  /** Gets the form ready for an amount (opens the dialog where it is one). */
  openForm: (page: Page) => Promise<Locator>;
  /** Fills what the form needs besides the amount (the funds password). */
  fillSecrets: (form: Locator) => Promise<void>;
  /** The words of a success; its text names the amount. */
  success: (page: Page) => Locator;
  /** Back to an empty form after a success (a withdrawal's "make another"). */
  afterSuccess: (page: Page) => Promise<void>;
  /** Withdrawals: the platform allows a few a day, so the clock moves a day every n trials. */
  trialsPerDay?: number;
}

const FUNDS_PASSWORD = '135790';

export function endpointPath(name: Lane['endpoint']): string {
  const entry = endpoints.endpoints.find((e) => e.name === name);
  if (!entry) throw new Error(`no endpoint ${name}`);
  return entry.path;
}

const toastSuccess = (page: Page) => page.locator('.wl-toast--success .wl-toast__body').last();

export function lanes(language: string): Lane[] {
  const teamText = (key: string) => localeText('agent-team-page', language, key);
  const withdrawText = (key: string) => localeText('withdraw', language, key);
  return [
    {
      name: 'transfer',
      site: 'default',
      language,
      account: 'demo',
      password: 'Demo1234',
      endpoint: 'walletTransfer',
      path: '/member/transferFund',
      amountOf: (i) => 1 + i * 0.13,
      openForm: async (page) => page.locator('form.wl-wallet__form').first(),
      fillSecrets: async () => undefined,
      success: toastSuccess,
      afterSuccess: async () => undefined,
    },
    {
      name: 'downline',
      site: 'default',
      language,
      account: 'agent01',
      password: 'Agent1234',
      endpoint: 'downlineTransfer',
      path: '/agentHome/downlineManagmentView',
      amountOf: (i) => 2 + i * 0.17,
      openForm: async (page) => {
        const dialog = page.getByRole('dialog');
        if (await dialog.isVisible()) return dialog.locator('form');
        await page
          .getByRole('button', { name: `${teamText('team.transfer')} t01`, exact: true })
          .click();
        await dialog.waitFor();
        return dialog.locator('form');
      },
      fillSecrets: (form) => form.locator('input[name="fundsPassword"]').fill(FUNDS_PASSWORD),
      success: toastSuccess,
      afterSuccess: async () => undefined,
    },
    {
      name: 'withdrawal',
      site: 'default',
      language,
      account: 'withdraw01',
      password: 'Withdraw1234',
      endpoint: 'withdrawCreate',
      path: '/member/withdraw',
      amountOf: (i) => 50 + i * 1.07,
      openForm: async (page) => {
        const form = page.locator('form.wl-withdraw__form');
        await form.waitFor();
        return form;
      },
      fillSecrets: (form) => form.locator('input[name="fundsPassword"]').fill(FUNDS_PASSWORD),
      success: (page) => page.locator('.wl-withdraw__success'),
      afterSuccess: async (page) => {
        await page
          .locator('.wl-withdraw__success')
          .getByRole('button', { name: withdrawText('success.another') })
          .click();
      },
      trialsPerDay: 2,
    },
  ];
}
