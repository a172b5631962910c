import { useTranslation } from 'react-i18next';
import { localText } from '../i18n/localText';
import { useLanguage } from '../i18n/useLanguage';
import { useRuntime } from '../runtime/RuntimeContext';
import { siteAssetUrl } from '../site/siteConfig';

/** The three strips of §1, in this order; each key is also its `footer.<key>` heading text. */
export const BADGE_KINDS = ['licences', 'partners', 'sponsors'] as const;

/**
 * A link only for an https:// URL (new tab, no opener) or a same-site path; anything else (the
 * schema already refuses it) leaves the logo unlinked.
 */
export function badgeLinkProps(url: string | undefined): Record<string, string> | undefined {
  if (!url) return undefined;
  if (/^https:\/\/[^\s/?#@\\]+/.test(url))
    return { href: url, target: '_blank', rel: 'noopener noreferrer' };
  if (/^\/(?![/\\])/.test(url)) return { href: url };
  return undefined;
}

/**
 * §1 licences, partners and sponsors: one labelled list of logos per kind. The logos are files of
 * the site folder (assets/…), lazy-loaded with a fixed 120×40 box so nothing shifts.
 */
export default function FooterBadges() {
  const { site } = useRuntime();
  const { t } = useTranslation('core');
  const lang = useLanguage();
  const badges = site.layout.footerBadges;
  return (
    <>
      {BADGE_KINDS.map((kind) => {
        const entries = badges?.[kind] ?? [];
        if (entries.length === 0) return null;
        const headingId = `wl-footer-${kind}`;
        return (
          <section key={kind} className="wl-footer__badges" aria-labelledby={headingId}>
            <h2 id={headingId} className="wl-footer__title">
              {t(`footer.${kind}`)}
            </h2>
            <ul className="wl-footer__vendors">
              {entries.map((entry) => {
                const name = localText(entry.name, lang);
                const image = (
                  <img
                    src={siteAssetUrl(site, entry.logo)}
                    alt={name}
                    width={120}
                    height={40}
                    loading="lazy"
                    decoding="async"
                  />
                );
                const link = badgeLinkProps(entry.url);
                return (
                  <li key={entry.logo} className="wl-footer__vendor">
                    {link ? <a {...link}>{image}</a> : image}
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </>
  );
}
