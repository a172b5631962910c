// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RuntimeProvider, type Runtime } from '../../../core/runtime/RuntimeContext';
import type { AgentReportsOptions } from '../../../generated/plugins/agent-reports';
import EN from '../locales/EN.json';
import AgentReportsPage from './AgentReportsPage';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    ns: ['agent-reports'],
    resources: { EN: { 'agent-reports': EN } },
    react: { useSuspense: false },
  });
});
afterEach(cleanup);

function renderPage(options: AgentReportsOptions) {
  const runtime = { site: { plugins: { 'agent-reports': options } } } as unknown as Runtime;
  return render(
    <RuntimeProvider value={runtime}>
      <AgentReportsPage />
    </RuntimeProvider>,
  );
}

describe('AgentReportsPage', () => {
  it('shows its heading and introduction', () => {
    renderPage({ showIntro: true });
    expect(screen.getByRole('heading', { level: 1, name: EN.title })).toBeTruthy();
    expect(screen.getByText(EN.intro)).toBeTruthy();
  });

  it('leaves the introduction out where the site switches it off', () => {
    renderPage({ showIntro: false });
    expect(screen.queryByText(EN.intro)).toBeNull();
  });
});
