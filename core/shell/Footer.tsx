import { useTranslation } from 'react-i18next';
import { localText } from '../i18n/localText';
import { useLanguage } from '../i18n/useLanguage';
import { useRuntime } from '../runtime/RuntimeContext';
import { SlotOutlet } from '../ui/SlotOutlet';
import FooterBadges from './FooterBadges';

// §2 Footer: a strip of vendor logos. The runtime ships a badge per vendor of the spec's strip
// (vendor-logos/CODE.svg, stand-ins an operator replaces with the vendors' licensed artwork);
// `no-inline` keeps them files, out of the JS every page loads. A code without a logo shows its name.
const LOGOS = import.meta.glob<string>('./vendor-logos/*.svg', {
  query: '?no-inline',
  import: 'default',
  eager: true,
});
const logoOf = (vendor: string): string | undefined => LOGOS[`./vendor-logos/${vendor}.svg`];

function isExternal(to: string): boolean {
  return /^https?:\/\//.test(to);
}

/** Footer columns and social links from site.json, the vendor logos and the 18+ notice (§1, §2). */
export function Footer() {
  const { site, permission } = useRuntime();
  const { t } = useTranslation('core');
  const lang = useLanguage();
  const { footerColumns, vendorStrip } = site.layout;
  // §2 Footer: each social link only where the platform lists that resource (e.g. FACEBOOK).
  const listed = new Set((permission.resources ?? []).map((r) => r.resourceType.toUpperCase()));
  const social = site.layout.social.filter((entry) => listed.has(entry.type.toUpperCase()));
  // §1 blog / forum: the spec names no content API, so a brand links its externally hosted blog
  // and/or forum (site.json layout.community, https only by schema; re-checked here). They open
  // in a new tab without an opener, like the other external footer links.
  const community = (['blog', 'forum'] as const).filter((key) =>
    /^https:\/\//.test(site.layout.community?.[key] ?? ''),
  );
  const badges = Object.values(site.layout.footerBadges ?? {}).some((list) => list.length > 0);
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
        {community.length > 0 && (
          <section className="wl-footer__column">
            <h2 className="wl-footer__title">{t('footer.community')}</h2>
            <ul>
              {community.map((key) => (
                <li key={key}>
                  <a href={site.layout.community?.[key]} target="_blank" rel="noopener noreferrer">
                    {t(`footer.${key}`)}
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
              {logoOf(vendor) ? (
                <img src={logoOf(vendor)} alt={vendor} width={120} height={40} loading="lazy" />
              ) : (
                vendor
              )}
            </li>
          ))}
        </ul>
      )}
      {badges && (
        // Drawn with the footer, not as a chunk of its own: a separate file would cost more than
        // these few lines on every short page, and its late arrival would move what follows.
        <div className="wl-footer__badge-strips">
          <FooterBadges />
        </div>
      )}
      <p className="wl-footer__notice">{t('footer.age_notice', { age: site.limits.ageGate })}</p>
      <p className="wl-footer__copyright">
        {t('footer.copyright', { brand: site.brand.name, year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
