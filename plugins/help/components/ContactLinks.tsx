import { useTranslation } from 'react-i18next';
import { useEndpointAllowed } from '../../../core/api/useEndpointAllowed';
import { usePluginOptions } from '../../../core/runtime/RuntimeContext';
import { openModal } from '../../../core/runtime/ui';
import { feedbackModal, helpModal } from '../handles';
import './ContactLinks.css';

/**
 * Footer contact links (§2 Footer): the help centre as a modal (the site's own footer columns link
 * to the /help page) and "feedback and complaints".
 */
export default function ContactLinks() {
  const { t } = useTranslation('help');
  const canSendFeedback = useEndpointAllowed('feedback');
  const options = usePluginOptions('help');
  if (!options.footerLinks) return null;
  return (
    <section className="wl-footer__column wl-help-contact">
      <h2 className="wl-footer__title">{t('contact.title')}</h2>
      <ul>
        <li>
          <button
            type="button"
            className="wl-help-contact__action"
            onClick={() => openModal(helpModal)}
          >
            {t('contact.help_centre')}
          </button>
        </li>
        {canSendFeedback && (
          <li>
            <button
              type="button"
              className="wl-help-contact__action"
              onClick={() => openModal(feedbackModal)}
            >
              {t('contact.feedback')}
            </button>
          </li>
        )}
      </ul>
    </section>
  );
}
