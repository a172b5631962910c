import { useTranslation } from 'react-i18next';
import { copyText } from '../../../core/ui/copyText';
import { QrCode } from '../../../core/ui/qr/QrCode';
import { pageNamespace } from '../../../core/plugin/definePlugin';

/** §2: the download and invite QR codes are 120 pixels square. */
export const INVITE_QR_SIZE = 120;

/**
 * The member's invite link and code, each with its copy button (core copyText says copy_success),
 * and a QR code of the link for a friend's phone.
 */
export function InviteLink({ link, code }: { link: string; code: string }) {
  const { t } = useTranslation(pageNamespace('referral'));
  return (
    <div className="wl-referral__invite">
      <dl className="wl-referral__values">
        <div className="wl-referral__value">
          <dt>{t('link')}</dt>
          <dd>
            <code className="wl-referral__text" data-testid="referral-link">
              {link}
            </code>
            <button
              type="button"
              className="wl-button wl-button--ghost"
              onClick={() => void copyText(link)}
            >
              {t('copy_link')}
            </button>
          </dd>
        </div>
        <div className="wl-referral__value">
          <dt>{t('code')}</dt>
          <dd>
            <code className="wl-referral__text" data-testid="referral-code">
              {code}
            </code>
            <button
              type="button"
              className="wl-button wl-button--ghost"
              onClick={() => void copyText(code)}
            >
              {t('copy_code')}
            </button>
          </dd>
        </div>
      </dl>
      <figure className="wl-referral__qr">
        <QrCode value={link} size={INVITE_QR_SIZE} label={t('qr_label')} />
        <figcaption>{t('qr_caption')}</figcaption>
      </figure>
    </div>
  );
}
