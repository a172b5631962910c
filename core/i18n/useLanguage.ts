import { useTranslation } from 'react-i18next';
import { isLangCode, type LangCode } from './languages';

/** The current interface language as one of the offered codes; components re-render on change. */
export function useLanguage(): LangCode {
  const { i18n } = useTranslation('core');
  return isLangCode(i18n.language) ? i18n.language : 'EN';
}
