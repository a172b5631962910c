// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RuntimeProvider, type Runtime } from '../../../core/runtime/RuntimeContext';
import type { AgentTeamOptions } from '../../../generated/plugins/agent-team';
import EN from '../locales/EN.json';
import AgentTeamPage from './AgentTeamPage';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    ns: ['agent-team'],
    resources: { EN: { 'agent-team': EN } },
    react: { useSuspense: false },
  });
});
afterEach(cleanup);

function renderPage(options: AgentTeamOptions) {
  const runtime = { site: { plugins: { 'agent-team': options } } } as unknown as Runtime;
  return render(
    <RuntimeProvider value={runtime}>
      <AgentTeamPage />
    </RuntimeProvider>,
  );
}

describe('AgentTeamPage', () => {
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
