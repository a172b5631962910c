import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { initReactI18next } from 'react-i18next';
import { MEMBER_NS } from '../../../core/i18n/i18n';
import CORE_EN from '../../../core/i18n/locales/EN.json';
import MEMBER_EN from '../../../core/i18n/locales/member/EN.json';
import { RuntimeProvider, type Runtime } from '../../../core/runtime/RuntimeContext';
import EN from '../locales/page/EN.json';

/** The page namespace, core's and core-member's English texts, as the app loads them. */
export async function initTexts() {
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    ns: ['agent-reports-page', 'core', MEMBER_NS],
    resources: { EN: { 'agent-reports-page': EN, core: CORE_EN, [MEMBER_NS]: MEMBER_EN } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
}

/** A page with its plugin options and a fresh query cache that never retries. */
export function renderWithOptions(
  page: ReactElement,
  options = { pageSize: 20, csvMaxRows: 10_000 },
) {
  const runtime = { site: { plugins: { 'agent-reports': options } } } as unknown as Runtime;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <RuntimeProvider value={runtime}>{page}</RuntimeProvider>
    </QueryClientProvider>,
  );
}
