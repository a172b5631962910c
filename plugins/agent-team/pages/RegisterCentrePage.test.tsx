// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MEMBER_NS } from '../../../core/i18n/i18n';
import CORE_EN from '../../../core/i18n/locales/EN.json';
import MEMBER_EN from '../../../core/i18n/locales/member/EN.json';
import { RuntimeProvider, type Runtime } from '../../../core/runtime/RuntimeContext';
import { clearToasts, toasts } from '../../../core/ui/toast/toasts';
import type { InvitationLink } from '../api';
import EN from '../locales/page/EN.json';
import RegisterCentrePage from './RegisterCentrePage';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../../core/api/request', () => ({ request }));
const writeText = vi.fn((_text: string) => Promise.resolve());

const RULES = {
  account: { pattern: '^[A-Za-z][A-Za-z0-9]*$', patternId: 'alnum_start_letter', min: 6, max: 16 },
  password: {
    pattern: '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]+$',
    patternId: 'alnum_both',
    min: 8,
    max: 20,
  },
  nicknameMax: 20,
};
const link = (id: number, code: string): InvitationLink => ({
  id,
  code,
  type: 'agent',
  note: 'Sub-agents',
  url: `https://dflt88.localhost/register?affiliateCode=${code}`,
  registrations: 2,
  createdAt: '2026-11-01T00:00:00Z',
});
let links: InvitationLink[] = [];

beforeAll(async () => {
  Object.defineProperty(HTMLDialogElement.prototype, 'showModal', {
    configurable: true,
    writable: true,
    value(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
  });
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    ns: ['agent-team-page', 'core', MEMBER_NS],
    resources: { EN: { 'agent-team-page': EN, core: CORE_EN, [MEMBER_NS]: MEMBER_EN } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});

beforeEach(() => {
  links = [link(1, 'AGENT01A')];
  request.mockImplementation((name: string, p: Record<string, unknown>) => {
    switch (name) {
      case 'downlineRules':
        return Promise.resolve(RULES);
      case 'downlineCreate':
        return Promise.resolve({
          account: p.account,
          nickname: p.account,
          type: p.type,
          uplineAccount: 'agent01',
          registeredAt: '2026-11-24T00:00:00Z',
        });
      case 'invitationLinks':
        return Promise.resolve({ max: 20, list: links });
      case 'invitationLinkCreate': {
        const made = {
          ...link(2, 'NEWCODE2'),
          type: p.type as 'agent' | 'player',
          note: '',
          registrations: 0,
        };
        links = [made, ...links];
        return Promise.resolve(made);
      }
      case 'invitationLinkDelete':
        links = links.filter((l) => l.id !== p.id);
        return Promise.resolve({ deleted: true, id: p.id });
    }
    return Promise.reject(new Error(`unexpected call ${name}`));
  });
});

afterEach(() => {
  cleanup();
  clearToasts();
  request.mockReset();
  writeText.mockClear();
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const runtime = {
    flags: new Set(['COMM3', 'AFFMAN3']),
    permission: { mainDomain: 'dflt88.localhost' },
  } as unknown as Runtime;
  return render(
    <QueryClientProvider client={client}>
      <RuntimeProvider value={runtime}>
        <RegisterCentrePage />
      </RuntimeProvider>
    </QueryClientProvider>,
  );
}

/**
 * The link as the page shows it (core/runtime/shareOrigin.ts): jsdom's page is served over http,
 * so the platform's link moves onto the page's own origin, code kept.
 */
const shown = (l: InvitationLink) => `${window.location.origin}/register?affiliateCode=${l.code}`;

describe('RegisterCentrePage: add account', () => {
  it('shows the rule each field broke, sends nothing, then creates the account', async () => {
    renderPage();
    expect(
      screen.getByRole('tab', { name: EN.register.tab_add }).getAttribute('aria-selected'),
    ).toBe('true');
    const account = await screen.findByLabelText(EN.add.account);
    fireEvent.change(account, { target: { value: '9abcdef' } });
    fireEvent.change(screen.getByLabelText(EN.add.password), { target: { value: 'short' } });
    fireEvent.change(screen.getByLabelText(EN.add.confirm), { target: { value: 'other' } });
    fireEvent.click(screen.getByRole('button', { name: EN.add.submit }));
    expect(
      await screen.findByText('The account must be letters or digits, starting with a letter.'),
    ).toBeTruthy();
    expect(screen.getByText('The password must be 8 to 20 characters.')).toBeTruthy();
    expect(screen.getByText(EN.rules.mismatch)).toBeTruthy();
    expect(document.activeElement).toBe(account);
    expect(request).not.toHaveBeenCalledWith('downlineCreate', expect.anything());

    fireEvent.change(account, { target: { value: 'newsub01' } });
    fireEvent.change(screen.getByLabelText(EN.add.password), { target: { value: 'Pass1234' } });
    fireEvent.change(screen.getByLabelText(EN.add.confirm), { target: { value: 'Pass1234' } });
    fireEvent.click(screen.getByLabelText(EN.kind.agent));
    fireEvent.click(screen.getByRole('button', { name: EN.add.submit }));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('downlineCreate', {
        account: 'newsub01',
        password: 'Pass1234',
        confirmPassword: 'Pass1234',
        type: 'agent',
      }),
    );
    await waitFor(() => expect(toasts.list.at(-1)?.title).toMatch(/newsub01 created/));
  });
});

describe('RegisterCentrePage: link management', () => {
  it('lists links with a QR code, copies, creates and deletes after confirming', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('tab', { name: EN.register.tab_links }));
    const qr = await screen.findByRole('img', { name: 'QR code of the link with code AGENT01A' });
    expect(qr.getAttribute('width')).toBe('120');
    expect(window.location.protocol).toBe('http:');
    expect(screen.getByText(shown(links[0]!))).toBeTruthy();
    expect(screen.queryByText(links[0]!.url)).toBeNull();
    expect(screen.getByText(/2 registrations/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy link AGENT01A' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(shown(links[0]!)));

    fireEvent.click(screen.getByRole('button', { name: EN.links.create }));
    await screen.findByRole('heading', { name: /NEWCODE2/ });
    expect(request).toHaveBeenCalledWith('invitationLinkCreate', { type: 'player' });

    fireEvent.click(screen.getByRole('button', { name: 'Delete AGENT01A' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(/AGENT01A stops working/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: EN.links.delete_confirm }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: /AGENT01A/ })).toBeNull());
    expect(request).toHaveBeenCalledWith('invitationLinkDelete', { id: 1 });
  });
});
