import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpointAllowed } from '../../../core/api/useEndpointAllowed';
import { openModal } from '../../../core/runtime/ui';
import { SafeHtml } from '../../../core/ui/SafeHtml';
import type { HelpArticle } from '../api';
import { feedbackModal } from '../handles';
import { sectionElementId } from '../helpAnchor';
import './HelpCentre.css';

interface HelpCentreProps {
  articles: readonly HelpArticle[];
  /** The open section; the first one when absent or unknown. */
  selectedId: string | null;
  /**
   * On the page the titles are links to /help#id, so the address names the open section and
   * the back button works; in the modal they are buttons that call this.
   */
  onSelect?: (id: string) => void;
}

/** The help centre (§2 /help and helpModal): section titles, the open section's sanitised HTML. */
export function HelpCentre({ articles, selectedId, onSelect }: HelpCentreProps) {
  const { t } = useTranslation('help');
  const headingId = useId();
  const canSendFeedback = useEndpointAllowed('feedback');
  const open = articles.find((article) => article.id === selectedId) ?? articles[0];
  if (!open) return <p>{t('centre.empty')}</p>;
  return (
    <div className="wl-help">
      <nav className="wl-help__nav" aria-label={t('centre.sections')}>
        <ul>
          {articles.map((article) => {
            const current = article.id === open.id;
            return (
              <li key={article.id}>
                {onSelect ? (
                  <button
                    type="button"
                    className="wl-help__link"
                    aria-pressed={current}
                    onClick={() => onSelect(article.id)}
                  >
                    {article.title}
                  </button>
                ) : (
                  <a
                    className="wl-help__link"
                    href={`#${encodeURIComponent(article.id)}`}
                    aria-current={current ? 'location' : undefined}
                  >
                    {article.title}
                  </a>
                )}
              </li>
            );
          })}
        </ul>
        {canSendFeedback && (
          <button type="button" className="wl-button" onClick={() => openModal(feedbackModal)}>
            {t('feedback.open')}
          </button>
        )}
      </nav>
      <section
        id={sectionElementId(open.id) ?? undefined}
        className="wl-help__section"
        aria-labelledby={headingId}
        tabIndex={-1}
      >
        <h2 id={headingId}>{open.title}</h2>
        <SafeHtml html={open.content} />
      </section>
    </div>
  );
}
