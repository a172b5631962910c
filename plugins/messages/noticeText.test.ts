import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import CN from './locales/CN.json';
import EN from './locales/EN.json';
import KM from './locales/KM.json';
import { noticeText, type NoticeKind } from './noticeText';

const KINDS: NoticeKind[] = [
  'newMail',
  'depositArrived',
  'withdrawalApproved',
  'withdrawalRejected',
  'depositFailed',
];
const at = '2026-11-23T13:05:00Z';
let i18n: typeof i18next;

beforeAll(async () => {
  i18n = i18next.createInstance();
  await i18n.init({
    lng: 'EN',
    ns: ['messages'],
    resources: { EN: { messages: EN }, CN: { messages: CN }, KM: { messages: KM } },
    interpolation: { escapeValue: false },
  });
});

const tFor = (lang: string) => i18n.getFixedT(lang, 'messages') as TFunction<'messages'>;

describe('noticeText (§8 notifications)', () => {
  it('words every money notice with its amount and time', () => {
    const t = tFor('EN');
    const text = (kind: NoticeKind) =>
      noticeText(t, 'EN', { kind, amount: 1234.5, at }).body.replace(/\d{2}:\d{2}/, 'HH:MM');
    expect(noticeText(t, 'EN', { kind: 'depositArrived', amount: 1234.5, at }).title).toBe(
      'Deposit arrived',
    );
    expect(text('depositArrived')).toMatch(
      /^Your deposit of 1,234\.50 arrived at 11\/23\/2026, HH:MM\.$/,
    );
    expect(text('withdrawalApproved')).toContain('withdrawal of 1,234.50 was approved');
    expect(text('withdrawalRejected')).toContain('withdrawal of 1,234.50 was rejected');
    expect(text('depositFailed')).toContain('deposit of 1,234.50 failed');
  });

  it('names the subject of new mail', () => {
    const words = noticeText(tFor('EN'), 'EN', { kind: 'newMail', at, title: 'Weekly news' });
    expect(words.title).toBe('New message');
    expect(words.body).toMatch(/^Weekly news: received at /);
  });

  it('has its own words in every language, with both placeholders filled', () => {
    for (const lang of ['CN', 'KM'] as const) {
      for (const kind of KINDS) {
        const words = noticeText(tFor(lang), lang, { kind, amount: 88, at, title: 'S' });
        const english = noticeText(tFor('EN'), 'EN', { kind, amount: 88, at, title: 'S' });
        expect(words.title).not.toBe(english.title);
        expect(words.body).not.toContain('{{');
        expect(words.body).toContain('2026');
        if (kind !== 'newMail') expect(words.body).toContain('88.00');
      }
    }
  });
});
