import { useTranslation } from 'react-i18next';
import type { HelpOptions } from '../../../generated/plugins/help';
import { useEndpointAllowed } from '../../../core/api/useEndpointAllowed';
import { usePluginOptions } from '../../../core/runtime/RuntimeContext';
import { openModal } from '../../../core/runtime/ui';
import { FEEDBACK_MODAL, HELP_MODAL } from '../modalIds';
import './ContactLinks.css';

/**
 * Footer contact links (§2 Footer): the help centre as a modal (the site's own footer columns link
 * to the /help page) and "feedback and complaints".
 */
export default function ContactLinks() {
  const { t } = useTranslation('help');
  const canSendFeedback = useEndpointAllowed('feedback');
  const options = usePluginOptions<HelpOptions>('help');
  if (options.footerLinks === false) return null;
  return (
    <section className="wl-footer__column wl-help-contact">
      <h2 className="wl-footer__title">{t('contact.title')}</h2>
      <ul>
        <li>
          <button
            type="button"
            className="wl-help-contact__action"
            onClick={() => openModal(HELP_MODAL)}
          >
            {t('contact.help_centre')}
          </button>
        </li>
        {canSendFeedback && (
          <li>
            <button
              type="button"
              className="wl-help-contact__action"
              onClick={() => openModal(FEEDBACK_MODAL)}
            >
              {t('contact.feedback')}
            </button>
          </li>
        )}
      </ul>
    </section>
  );
}
