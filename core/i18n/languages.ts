/** The languages the desktop front end offers (§1): CN, EN and KM. */
export const LANGUAGES = ['EN', 'CN', 'KM'] as const;
export type LangCode = (typeof LANGUAGES)[number];

/** BCP 47 tags for the html lang attribute and Intl formatting. */
export const LANG_TAGS: Record<LangCode, string> = { EN: 'en', CN: 'zh-CN', KM: 'km' };

/** Each language's own name, shown in the language select whatever the current language. */
export const LANG_NATIVE_NAMES: Record<LangCode, string> = {
  EN: 'English',
  CN: '简体中文',
  KM: 'ភាសាខ្មែរ',
};

export function isLangCode(value: unknown): value is LangCode {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
