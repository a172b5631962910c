import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../core/i18n/useLanguage';
import { pageNamespace } from '../../../core/plugin/definePlugin';
import { copyText } from '../../../core/ui/copyText';
import { formatDateTime } from '../../../core/ui/dates/formatDateTime';
import { QrCode } from '../../../core/ui/qr/QrCode';
import { onOrigin, useShareOrigin } from '../../../core/runtime/shareOrigin';
import type { InvitationLink } from '../api';

/** §2 QR size of the side menu's download codes, used for every QR code of the agent centre. */
const QR_SIZE = 120;

/** One invitation link: its QR code, the address as text, what it makes, copy and delete. */
export function LinkCard({ link, onDelete }: { link: InvitationLink; onDelete: () => void }) {
  const { t } = useTranslation(pageNamespace('agent-team'));
  const lang = useLanguage();
  const titleId = `wl-agent-team-link-${link.id}`;
  // The platform builds the link on the brand's main domain; core's share rule decides the
  // origin (the main domain in production, the page's own over http), the platform the rest.
  const url = onOrigin(link.url, useShareOrigin());
  return (
    <li className="wl-agent-team__link">
      <QrCode value={url} size={QR_SIZE} label={t('links.qr_label', { code: link.code })} />
      <div className="wl-agent-team__link-text">
        <h4 id={titleId} className="wl-agent-team__link-title">
          {t('links.code')} {link.code} · {t(`links.type_${link.type}`)}
        </h4>
        {link.note && <p className="wl-agent-team__hint">{link.note}</p>}
        <p className="wl-agent-team__url">{url}</p>
        <p className="wl-agent-team__hint">
          {t('links.registrations', { count: link.registrations })} ·{' '}
          {t('links.created_at', { date: formatDateTime(link.createdAt, lang) })}
        </p>
        <div className="wl-agent-team__actions">
          <button
            type="button"
            className="wl-button wl-button--ghost"
            onClick={() => void copyText(url)}
          >
            {t('links.copy')} <span className="wl-visually-hidden">{link.code}</span>
          </button>
          <button type="button" className="wl-button wl-button--ghost" onClick={onDelete}>
            {t('links.delete')} <span className="wl-visually-hidden">{link.code}</span>
          </button>
        </div>
      </div>
    </li>
  );
}
