import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import EN from '../locales/EN.json';
import MEMBER_EN from '../locales/member/EN.json';

/**
 * For unit tests of core components: i18next with core's real English texts, so a test finds a
 * button by the words a person reads. One set-up instead of one per test file.
 */
export async function initCoreTexts(): Promise<void> {
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    ns: ['core', 'core-member'],
    defaultNS: 'core',
    fallbackNS: ['core', 'core-member'],
    resources: { EN: { core: EN, 'core-member': MEMBER_EN } },
    interpolation: { escapeValue: false },
    // Resources are inline, so nothing suspends: components render at once in tests.
    react: { useSuspense: false },
  });
}
