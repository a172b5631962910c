import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { initReactI18next } from 'react-i18next';
import CORE from '../../../core/i18n/locales/EN.json';
import MEMBER_TEXTS from '../../../core/i18n/locales/member/EN.json';
import { queryClient } from '../../../core/runtime/queryClient';
import { RuntimeProvider, type Runtime } from '../../../core/runtime/RuntimeContext';
import type { Contract } from '../api';
import EN from '../locales/EN.json';

/** The plugin's English texts, for tests that find things by what people read. */
export { EN };

/** i18next with the plugin's and core's English texts, and a jsdom <dialog> that opens. */
export async function setUpContractsTests(): Promise<void> {
  // jsdom has no showModal(); the stub opens the dialog the way a browser would
  Object.defineProperty(HTMLDialogElement.prototype, 'showModal', {
    configurable: true,
    writable: true,
    value(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
  });
  // nor scrolling: the dialog puts the page back where it was when it closes
  window.scrollTo = () => undefined;
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    ns: ['contracts', 'core', 'core-member'],
    fallbackNS: ['core', 'core-member'],
    resources: { EN: { contracts: EN, core: CORE, 'core-member': MEMBER_TEXTS } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
}

/**
 * Renders inside the app's query client and a runtime with these module flags on, whose wallet
 * plugin's balance refresh is `refreshWallet`.
 */
export function renderContracts(
  ui: ReactNode,
  flags: string[] = ['AGENTPOLICY3', 'DAILYSALCONT3'],
  refreshWallet: () => Promise<void> = () => Promise.resolve(),
) {
  const runtime = {
    site: { plugins: { contracts: { showPanel: true } } },
    flags: new Set(flags),
    registry: {
      modals: new Map(),
      services: new Map([['walletRefresh', { load: () => Promise.resolve(refreshWallet) }]]),
    },
  } as unknown as Runtime;
  return render(
    <QueryClientProvider client={queryClient}>
      <RuntimeProvider value={runtime}>{ui}</RuntimeProvider>
    </QueryClientProvider>,
  );
}

/** A contract as the platform sends it, with what a test changes. */
export function contract(change: Partial<Contract> = {}): Contract {
  return {
    contractId: 'c1',
    uplineAccount: 'agent01',
    downlineAccount: 'agent11',
    status: 'NEW',
    periodType: 'D',
    bettingUnit: 10000,
    rate: 50,
    createdAt: '2026-11-20T04:00:00.000Z',
    tiers: [{ volume: 1000, minActiveMembers: 1, amount: 50 }],
    ...change,
  };
}
