import { useTranslation } from 'react-i18next';
import { PROMOTION_TAGS, type PromotionTag } from '../api';
import { pageNamespace } from '../../../core/plugin/definePlugin';

/**
 * The §2 tags as toggle buttons (aria-pressed): a promotion is listed when it carries every
 * pressed tag; none pressed lists them all.
 */
export function TagFilter({
  value,
  onChange,
}: {
  value: readonly PromotionTag[];
  onChange: (tags: PromotionTag[]) => void;
}) {
  const { t } = useTranslation(pageNamespace('promotions'));
  return (
    <div className="wl-promotions__tags" role="group" aria-label={t('tags.label')}>
      {PROMOTION_TAGS.map((tag) => {
        const pressed = value.includes(tag);
        return (
          <button
            key={tag}
            type="button"
            className="wl-promotions__chip"
            aria-pressed={pressed}
            onClick={() =>
              onChange(pressed ? value.filter((other) => other !== tag) : [...value, tag])
            }
          >
            {t(`tags.${tag}`)}
          </button>
        );
      })}
    </div>
  );
}
