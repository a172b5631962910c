// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import CORE from '../../../core/i18n/locales/EN.json';
import { RuntimeProvider, type Runtime } from '../../../core/runtime/RuntimeContext';
import type { SecurityCentreOptions } from '../../../generated/plugins/security-centre';
import type { MemberProfile } from '../api';
import EN from '../locales/EN.json';
import { PROFILE_DETAILS } from '../rules/profileRules';
import { ProfileForm } from './ProfileForm';

const request = vi.fn();
vi.mock('../../../core/api/request', () => ({
  request: (name: string, params: unknown) => request(name, params) as Promise<unknown>,
}));

const profile: MemberProfile = {
  nickname: 'Demo',
  realName: 'Demo Tester',
  realNameFixed: true,
  mobileNum: null,
  mobileVerified: false,
  email: null,
  emailVerified: false,
  birthday: null,
  zalo: null,
  telegram: '@old_handle',
  permanentAddress: null,
  currentAddress: null,
  placeOfBirth: null,
  nationality: null,
  occupation: null,
  sourceOfIncome: null,
  ageGate: 18,
  hasFundsPassword: false,
  twoFactorEnabled: false,
};

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    ns: ['security-centre', 'core'],
    resources: { EN: { 'security-centre': EN, core: CORE } },
    react: { useSuspense: false },
  });
});
beforeEach(() => request.mockReset());
afterEach(cleanup);

function renderForm(options: Partial<SecurityCentreOptions> = {}) {
  const runtime = {
    site: {
      limits: { ageGate: 18 },
      plugins: {
        'security-centre': {
          twoFactor: true,
          dialingCode: '1',
          profileFields: [...PROFILE_DETAILS],
          ...options,
        },
      },
    },
  } as unknown as Runtime;
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RuntimeProvider value={runtime}>
        <ProfileForm profile={profile} />
      </RuntimeProvider>
    </QueryClientProvider>,
  );
}

const field = (key: keyof typeof EN.profile) => screen.getByLabelText(EN.profile[key]);
const type = (key: keyof typeof EN.profile, value: string) =>
  fireEvent.change(field(key), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: EN.profile.save }));
const describedBy = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('ProfileForm', () => {
  it('shows all further fields of §3 by default, filled from the profile', () => {
    renderForm();
    const group = screen.getByRole('group', { name: EN.profile.details });
    for (const key of PROFILE_DETAILS) expect(group.contains(field(key))).toBe(true);
    expect((field('telegram') as HTMLInputElement).value).toBe('@old_handle');
  });

  it('shows only the fields the site chose, in its order', () => {
    renderForm({ profileFields: ['telegram', 'zalo'] });
    const names = [...screen.getByRole('group').querySelectorAll('input')].map((i) => i.name);
    expect(names).toEqual(['telegram', 'zalo']);
    expect(screen.queryByLabelText(EN.profile.nationality)).toBeNull();
  });

  it('shows no group when the site chose none', () => {
    renderForm({ profileFields: [] });
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('reads the Zalo reward (§9) with the Zalo field, only when the site sets one', () => {
    renderForm({ zaloReward: '131K' });
    expect(describedBy(field('zalo'))).toEqual(['Bind your Zalo and get up to 131K']);
    cleanup();
    renderForm();
    expect(field('zalo').getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByText(/Bind your Zalo/)).toBeNull();
  });

  it('names the broken rules under their fields and sends nothing', () => {
    renderForm({ zaloReward: '131K' });
    type('zalo', '+84 901 234 567');
    type('telegram', 'lucky');
    type('nationality', 'x'.repeat(41));
    save();
    const zaloRule = EN.rules.zalo.replace('{{min}}', '8').replace('{{max}}', '15');
    expect(describedBy(field('zalo'))).toEqual(['Bind your Zalo and get up to 131K', zaloRule]);
    expect(field('zalo').getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(field('telegram'))).toEqual([EN.rules.telegram]);
    expect(describedBy(field('nationality'))).toEqual(['At most 40 characters.']);
    expect(request).not.toHaveBeenCalled();
  });

  it('sends the shown fields trimmed (an emptied one clears it) and shows what was saved', async () => {
    request.mockResolvedValue({ ...profile, zalo: '0901234567', telegram: null });
    renderForm({ profileFields: ['zalo', 'telegram'] });
    type('zalo', ' 0901234567 ');
    type('telegram', '');
    save();
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('updateProfile', {
        nickname: 'Demo',
        zalo: '0901234567',
        telegram: '',
      }),
    );
    await waitFor(() => expect((field('zalo') as HTMLInputElement).value).toBe('0901234567'));
  });
});
