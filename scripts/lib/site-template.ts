/**
 * Builds a new brand from the default site's shape: same languages, layout, limits and plugins,
 * with the brand, palette and contact links of the new id and its merchant code. Pure: no disk
 * access; the names are checked by the caller (naming-rules.ts).
 */
import { paletteFor, hueOf } from './palette';

type Json = Record<string, unknown>;

/** Files of a scaffolded site, relative to its folder. */
export interface SiteFiles {
  config: Json;
  logoSvg: string;
  faviconSvg: string;
}

/** "lucky-star" -> "Lucky Star". */
export function brandNameOf(id: string): string {
  return id
    .split('-')
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join(' ');
}

const SOCIAL_URLS: Record<string, (id: string) => string> = {
  facebook: (id) => `https://www.facebook.com/${id}`,
  tiktok: (id) => `https://www.tiktok.com/@${id}`,
  youtube: (id) => `https://www.youtube.com/@${id}`,
  twitter: (id) => `https://x.com/${id}`,
  instagram: (id) => `https://www.instagram.com/${id}`,
  telegram: (id) => `https://t.me/${id}`,
  whatsapp: (id) => `https://wa.me/${id}`,
};

const SERVICE_URLS: Record<string, (id: string) => string> = {
  LIVECHAT: (id) => `https://chat.${id}.example/`,
  TELEGRAM: (id) => `https://t.me/${id}_cs`,
  FACEBOOK: (id) => `https://m.me/${id}`,
};

// Links carry the template brand's addresses; point them at the new brand's placeholders.
function relink(list: unknown, urls: Record<string, (id: string) => string>, id: string): Json[] {
  if (!Array.isArray(list)) return [];
  return list.map((entry: Json) => {
    const type = String(entry.type);
    const url = urls[type]?.(id) ?? `https://${id}.example/${type.toLowerCase()}`;
    return { ...entry, url };
  });
}

function relinkFooter(columns: unknown, id: string): unknown {
  if (!Array.isArray(columns)) return [];
  return columns.map((column: Json) => ({
    ...column,
    links: (Array.isArray(column.links) ? column.links : []).map((link: Json) =>
      typeof link.to === 'string' && link.to.startsWith('https://')
        ? { ...link, to: `https://chat.${id}.example/` }
        : link,
    ),
  }));
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** Builds the files of site `id` from `template` (the parsed sites/default/site.json). */
export function buildSiteFiles(id: string, template: Json, merchantCode: string): SiteFiles {
  const name = brandNameOf(id);
  const palette = paletteFor(hueOf(id));
  // The template's licences, partners, sponsors and community links are its own brand's: a new
  // brand starts without them (and without their logo files), and the operator adds its own.
  const {
    footerBadges: _badges,
    community: _community,
    ...layout
  } = (template.layout ?? {}) as Json;
  const platform = (template.platform ?? {}) as Json;
  const config: Json = {
    ...template,
    id,
    brand: { name, logo: 'assets/logo.svg', favicon: 'assets/favicon.svg' },
    theme: { default: 'dark', dark: palette.dark, light: palette.light },
    platform: {
      ...platform,
      merchantCode,
      // The template's key belongs to its own merchant; the operator adds this brand's key.
      cipher: { type: 'none' },
      imageCdns: ['/'],
      launchCdns: ['/'],
    },
    layout: {
      ...layout,
      footerColumns: relinkFooter(layout.footerColumns, id),
      social: relink(layout.social, SOCIAL_URLS, id),
      customerService: relink(layout.customerService, SERVICE_URLS, id),
    },
  };
  const initial = escapeXml(name[0] ?? '?');
  const label = escapeXml(name);
  const logoSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 48" role="img" aria-label="${label}">
  <circle cx="24" cy="24" r="20" fill="${palette.dark.primary}"/>
  <text x="24" y="31" text-anchor="middle" font-family="sans-serif" font-size="20" font-weight="700" fill="${palette.dark.primaryText}">${initial}</text>
  <text x="54" y="31" font-family="sans-serif" font-size="20" font-weight="700" fill="${palette.dark.accent}">${label}</text>
</svg>
`;
  const faviconSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="7" fill="${palette.dark.primary}"/>
  <text x="16" y="22" text-anchor="middle" font-family="sans-serif" font-size="16" font-weight="700" fill="${palette.dark.primaryText}">${initial}</text>
</svg>
`;
  return { config, logoSvg, faviconSvg };
}
