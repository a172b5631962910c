import { useTranslation } from 'react-i18next';
import { pageNamespace } from '../../../core/plugin/definePlugin';
import { loginPrompt } from '../../../core/plugin/handles';
import { openModal } from '../../../core/runtime/ui';

/** What a visitor sees in place of the claim hall: why it is empty, and the way to log in. */
export function HallLoginPrompt() {
  const { t } = useTranslation(pageNamespace('promotions'));
  return (
    <div className="wl-promotions__visitor">
      <p>{t('hall.visitor')}</p>
      <button
        type="button"
        className="wl-button"
        onClick={() => openModal(loginPrompt, { next: '/promotions' })}
      >
        {t('hall.login')}
      </button>
    </div>
  );
}
