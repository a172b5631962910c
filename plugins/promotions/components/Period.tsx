import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../core/i18n/useLanguage';
import { formatDateTime } from '../../../core/ui/dates/formatDateTime';
import { pageNamespace } from '../../../core/plugin/definePlugin';

/** When a promotion runs, in the reader's language. */
export function Period({ start, end }: { start: string; end: string }) {
  const { t } = useTranslation(pageNamespace('promotions'));
  const lang = useLanguage();
  return (
    <>{t('card.period', { start: formatDateTime(start, lang), end: formatDateTime(end, lang) })}</>
  );
}
