// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import CN from '../locales/page/CN.json';
import EN from '../locales/page/EN.json';
import KM from '../locales/page/KM.json';
import { RedemptionStatus } from './RedemptionStatus';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    ns: ['points-mall-page'],
    resources: {
      EN: { 'points-mall-page': EN },
      CN: { 'points-mall-page': CN },
      KM: { 'points-mall-page': KM },
    },
    react: { useSuspense: false },
  });
});
afterEach(cleanup);

describe('RedemptionStatus', () => {
  it('words In Process, Approved and Rejected each its own way, in every language', async () => {
    for (const [lang, texts] of [
      ['EN', EN],
      ['CN', CN],
      ['KM', KM],
    ] as const) {
      await i18next.changeLanguage(lang);
      const { unmount } = render(
        <>
          <RedemptionStatus status="APPLYING" />
          <RedemptionStatus status="APPROVED" />
          <RedemptionStatus status="REJECTED" />
        </>,
      );
      const words = [texts.status.applying, texts.status.approved, texts.status.rejected];
      expect(new Set(words).size).toBe(3);
      for (const word of words) expect(screen.getByText(word)).toBeTruthy();
      expect(screen.getByText(texts.status.rejected).className).toContain(
        'wl-points-status--rejected',
      );
      unmount();
    }
    expect(EN.status.applying).toBe('In Process');
  });
});
