import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { initReactI18next } from 'react-i18next';
import CORE from '../../../core/i18n/locales/EN.json';
import MEMBER_TEXTS from '../../../core/i18n/locales/member/EN.json';
import EN from '../locales/EN.json';
import PAGE_EN from '../locales/page/EN.json';

/** i18next with this plugin's, core's and core-member's English texts, and native dialogs in jsdom. */
export async function setUpTexts(): Promise<void> {
  Object.defineProperty(HTMLDialogElement.prototype, 'showModal', {
    configurable: true,
    writable: true,
    value: function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
  });
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    ns: ['promotions', 'promotions-page', 'core', 'core-member'],
    fallbackNS: ['core', 'core-member'],
    resources: {
      EN: { promotions: EN, 'promotions-page': PAGE_EN, core: CORE, 'core-member': MEMBER_TEXTS },
    },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
}

export function renderWithQueries(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}
