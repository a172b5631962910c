import { useTranslation } from 'react-i18next';
import { SlotOutlet } from '../ui/SlotOutlet';

/** The right bar: customer-service entries and other quick links contributed by plugins. */
export function RightBar() {
  const { t } = useTranslation('core');
  return (
    <aside className="wl-right-bar" aria-label={t('right_bar.label')}>
      <SlotOutlet name="rightBar" />
    </aside>
  );
}
