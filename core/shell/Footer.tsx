import { useTranslation } from 'react-i18next';
import { localText } from '../i18n/localText';
import { useLanguage } from '../i18n/useLanguage';
import { useRuntime } from '../runtime/RuntimeContext';
import { SlotOutlet } from '../ui/SlotOutlet';

function isExternal(to: string): boolean {
  return /^https?:\/\//.test(to);
}

/** Footer columns and social links from site.json, the vendor strip and the 18+ notice (§1, §2). */
export function Footer() {
  const { site, permission } = useRuntime();
  const { t } = useTranslation('core');
  const lang = useLanguage();
  const { footerColumns, vendorStrip } = site.layout;
  // §2 Footer: each social link only where the platform lists that resource (e.g. FACEBOOK).
  const listed = new Set((permission.resources ?? []).map((r) => r.resourceType.toUpperCase()));
  const social = site.layout.social.filter((entry) => listed.has(entry.type.toUpperCase()));
  return (
    <footer className="wl-footer">
      <div className="wl-footer__columns">
        {footerColumns.map((column, index) => (
          <section key={index} className="wl-footer__column">
            <h2 className="wl-footer__title">{localText(column.title, lang)}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.to}>
                  <a
                    href={link.to}
                    {...(isExternal(link.to)
                      ? { target: '_blank', rel: 'noopener noreferrer' }
                      : {})}
                  >
                    {localText(link.label, lang)}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
        {social.length > 0 && (
          <section className="wl-footer__column">
            <h2 className="wl-footer__title">{t('footer.follow_us')}</h2>
            <ul>
              {social.map((entry) => (
                <li key={entry.type}>
                  <a href={entry.url} target="_blank" rel="noopener noreferrer">
                    {t(`social.${entry.type}`)}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <SlotOutlet name="footer" />
      {vendorStrip.length > 0 && (
        <ul className="wl-footer__vendors" aria-label={t('footer.vendors')}>
          {vendorStrip.map((vendor) => (
            <li key={vendor} className="wl-footer__vendor">
              {vendor}
            </li>
          ))}
        </ul>
      )}
      <p className="wl-footer__notice">{t('footer.age_notice', { age: site.limits.ageGate })}</p>
      <p className="wl-footer__copyright">
        {t('footer.copyright', { brand: site.brand.name, year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
