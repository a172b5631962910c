// @vitest-environment jsdom
import i18next from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { describeChunkFailure } from '../ui/chunkFailure';
import { namespaceLoaded } from './bundleFailures';
import { initI18n, switchLanguage } from './i18n';
import type { LangCode } from './languages';

const KM_CHUNK = 'http://angkor.localhost:4511/assets/locale-KM-D1Udq7-J.js';

/** A plugin whose Khmer texts went missing with a deploy. */
const helpLocales = (lang: LangCode) =>
  lang === 'KM'
    ? Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${KM_CHUNK}`))
    : Promise.resolve({ default: { title: `help ${lang}` } });

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('switchLanguage when a bundle of the new language fails (§8)', () => {
  it('keeps the current language and throws the chunk failure', async () => {
    await initI18n({
      offered: ['EN', 'KM'],
      defaultLanguage: 'EN',
      pluginLocales: new Map([['help', helpLocales]]),
    });
    await namespaceLoaded('help');
    expect(i18next.t('title', { ns: 'help' })).toBe('help EN');

    const error: unknown = await switchLanguage('KM').catch((thrown: unknown) => thrown);
    expect(describeChunkFailure(error)).toEqual({ type: 'script', url: KM_CHUNK });
    expect(i18next.language).toBe('EN');
    expect(localStorage.getItem('lang')).toBeNull();
    expect(i18next.t('title', { ns: 'help' })).toBe('help EN');
  });
});
