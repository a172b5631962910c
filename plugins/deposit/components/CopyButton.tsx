import { useTranslation } from 'react-i18next';
import { copyText } from '../../../core/ui/copyText';

/**
 * Copies one value the player needs elsewhere (a reference, an account, an address); core's
 * copyText says "copied" (§8 copy_success). The field's name follows the visible word for screen
 * readers only, so the accessible name starts with what voice control users see in every
 * language (Khmer writes no spaces between words, so an aria-label would not contain it).
 */
export function CopyButton({ value, field }: { value: string; field: string }) {
  const { t } = useTranslation('deposit');
  return (
    <button
      type="button"
      className="wl-button wl-button--ghost wl-deposit__copy"
      onClick={() => void copyText(value)}
    >
      {t('copy_short')} <span className="wl-visually-hidden">{field}</span>
    </button>
  );
}
