// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { VENDOR_FRAME_SANDBOX } from '../../../core/ui/VendorFrame';
import EN from '../locales/EN.json';
import { GameFrame } from './GameFrame';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    ns: ['lottery'],
    resources: { EN: { lottery: EN } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
afterEach(cleanup);

describe('GameFrame', () => {
  it("frames the vendor's lottery in core's sandbox, with no Referer (issue 29, Game frames)", () => {
    render(
      <GameFrame url="https://lotto.vendor.test/play?t=1" newWindow={false} gameName="VN 45" />,
    );
    const frame = screen.getByTitle('VN 45');
    expect(frame.getAttribute('sandbox')).toBe(VENDOR_FRAME_SANDBOX);
    expect(frame.getAttribute('sandbox')).not.toMatch(/top-navigation/);
    expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer');
  });
});
