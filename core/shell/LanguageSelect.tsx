import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANG_NATIVE_NAMES, LANG_TAGS, isLangCode } from '../i18n/languages';
import { useLanguage } from '../i18n/useLanguage';
import { useRuntime } from '../runtime/RuntimeContext';
import { changeLanguage } from '../runtime/changeLanguage';

/** The language select of the side menu: only the languages the site offers. */
export function LanguageSelect() {
  const { site } = useRuntime();
  const { t } = useTranslation('core');
  const language = useLanguage();
  const id = useId();
  return (
    <div className="wl-field wl-field--inline">
      <label htmlFor={id}>{t('side.language')}</label>
      <select
        id={id}
        value={language}
        onChange={(event) => {
          const next = event.target.value;
          if (isLangCode(next)) void changeLanguage(next);
        }}
      >
        {site.languages.offered.map((code) => (
          <option key={code} value={code} lang={LANG_TAGS[code]}>
            {LANG_NATIVE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
