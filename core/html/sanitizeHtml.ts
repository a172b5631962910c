// The one way server HTML (announcements, help centre, promotions) becomes markup we render.
// Everything is allow-listed: a tag, attribute or URL that is not named here is dropped, so a new
// browser feature cannot open a hole until someone adds it on purpose.
import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import type { TrustedHTML } from 'trusted-types/lib';
import { serverClasses } from './serverClasses';
import { tokenFreeUrl } from './tokenFreeUrl';
import { createServerHtmlPolicy } from './trustedHtml';

// Formatting and document structure only. No forms or controls (phishing, autofill theft), no
// embedding (iframe/object/embed), no SVG or MathML (foreign-content parsing is where most
// mutation XSS lives), no style (CSS exfiltration and UI redress), no meta/base/link (redirects
// and hijacking every relative URL on the page).
const ALLOWED_TAGS = [
  'p', 'br', 'strong', 'em', 'b', 'i', 'u', 's', 'ul', 'ol', 'li',
  'h2', 'h3', 'h4', 'h5', 'h6', // h1 belongs to the page, not to a CMS fragment
  'blockquote', 'span', 'div', 'a', 'img', 'hr', 'small', 'sub', 'sup', 'code', 'pre',
  'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
]; // prettier-ignore

// Listed again as forbidden so a later edit to ALLOWED_TAGS cannot quietly let them back in:
// DOMPurify applies FORBID_TAGS after ALLOWED_TAGS.
const FORBID_TAGS = [
  'svg', 'math', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'frame',
  'frameset', 'object', 'embed', 'applet', 'style', 'script', 'template', 'noscript', 'base',
  'meta', 'link', 'title',
]; // prettier-ignore

// No style (CSS injection), no id/name (DOM clobbering: <img name="config"> shadows
// document.config and form globals; the app finds #site-config, #root and #wl-main by id), no
// data-* or aria-* (our own scripts and CSS key off them). class stays, moved into the server
// namespace by the hook below (serverClasses.ts).
const ALLOWED_ATTR = [
  'href', 'src', 'alt', 'title', 'width', 'height', 'colspan', 'rowspan', 'class',
]; // prettier-ignore
const FORBID_ATTR = ['style', 'id', 'name', 'srcset', 'action', 'formaction', 'xlink:href'];

// First gate for every URL attribute: http(s), mailto, or no scheme at all. The hook below applies
// the stricter per-element rules; this stops ftp:, tel:, data: on links and anything unknown.
const ALLOWED_URI_REGEXP = /^(?:https?:|mailto:|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  FORBID_TAGS,
  FORBID_ATTR,
  ALLOWED_URI_REGEXP,
  // Only the HTML namespace: an <svg>/<math> subtree cannot sneak in under another name.
  ALLOWED_NAMESPACES: ['http://www.w3.org/1999/xhtml'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // Off: this HTML goes straight into the DOM through React, which never evaluates {{ }} or
  // ${ }, and DOMPurify's template stripping deletes everything from `{{` to the end of a text
  // node, silently cutting operators' promotion texts. Never pass sanitised HTML to a template
  // engine (including i18next interpolation) without escaping it again.
  SAFE_FOR_TEMPLATES: false,
  // RETURN_TRUSTED_TYPE and TRUSTED_TYPES_POLICY are added in getSanitiser, once a DOM exists.
  // Keep the text of dropped wrappers (<font>hi</font> -> hi) so editors' HTML degrades to text.
  KEEP_CONTENT: true,
};

// Attribute values reach the hook already entity-decoded by the parser. Browsers trim leading and
// trailing C0 controls/space and delete tab/CR/LF anywhere, which is how "java\tscript:" works,
// so anything with an inner control character is refused rather than normalised.
// eslint-disable-next-line no-control-regex
const EDGE_CONTROLS = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
// eslint-disable-next-line no-control-regex
const INNER_CONTROLS = /[\u0000-\u001f\u007f-\u009f]/;

// Same-site relative forms an editor actually writes: "/x", "./x", "../x", "?q", "#a", "x/y".
// "//host" and "/\host" are network-path references to another site and are not relative here;
// a first segment must be plain ASCII so "%6Aavascript:", "&#106;..." (double-encoded) and
// full-width "ｊａｖａｓｃｒｉｐｔ:" never pass as a path that some later decoder could revive.
const RELATIVE_URL = /^(?:\/(?![/\\])|\.{1,2}\/|[?#]|[A-Za-z0-9_~-][A-Za-z0-9._~-]*(?:[/?#]|$))/;
const HTTP_URL = /^https?:\/\//i;
const HTTPS_URL = /^https:\/\//i;
const MAILTO_URL = /^mailto:/i;

type UrlKind = 'external' | 'internal' | 'mailto';

// Returns how a link target behaves, or null when it must be removed.
function classifyLink(raw: string, base: Location): UrlKind | null {
  const value = raw.replace(EDGE_CONTROLS, '');
  if (value === '' || INNER_CONTROLS.test(value)) return null;
  if (MAILTO_URL.test(value)) return 'mailto';
  if (HTTP_URL.test(value)) return new URL(value).origin === base.origin ? 'internal' : 'external';
  if (!RELATIVE_URL.test(value)) return null;
  // The resolver has the final word: a relative URL must stay on this origin.
  return new URL(value, base.href).origin === base.origin ? 'internal' : null;
}

// Images: https or same-site relative. data: is refused outright (it can carry SVG with script on
// some paths, and editors should upload to the CDN); plain http would be mixed content.
function isAllowedImage(raw: string, base: Location): boolean {
  const value = raw.replace(EDGE_CONTROLS, '');
  if (value === '' || INNER_CONTROLS.test(value)) return false;
  if (HTTPS_URL.test(value)) return true;
  return RELATIVE_URL.test(value) && new URL(value, base.href).origin === base.origin;
}

function safeClassify<T>(check: () => T, fallback: T): T {
  try {
    return check();
  } catch {
    return fallback; // new URL() throws on malformed input: treat as not allowed
  }
}

// A URL attribute kept, minus any session token; removed when nothing else is left of it.
function dropToken(node: Element, name: 'href' | 'src', base: Location): void {
  const value = node.getAttribute(name);
  if (value === null) return;
  const kept = safeClassify(() => tokenFreeUrl(value, base.href), null);
  if (kept === null) node.removeAttribute(name);
  else if (kept !== value) node.setAttribute(name, kept);
}

// Server HTML's classes live in their own namespace, so it never borrows the app's look.
function namespaceClasses(node: Element): void {
  const value = node.getAttribute('class');
  if (value === null) return;
  const classes = serverClasses(value);
  if (classes === '') node.removeAttribute('class');
  else if (classes !== value) node.setAttribute('class', classes);
}

// Runs after DOMPurify has filtered attributes, so it sees only allowed names and values that
// already passed ALLOWED_URI_REGEXP. Note: DOMPurify always lets data: through on <img src>
// (DATA_URI_TAGS cannot be narrowed by config), so that case is only caught here.
function enforcePolicy(this: Purifier, node: Element): void {
  namespaceClasses(node);
  const base = window.location;
  // URLs only where they mean something: an href on an <img> is inert today, but unchecked.
  if (node.tagName !== 'A') node.removeAttribute('href');
  if (node.tagName !== 'IMG') node.removeAttribute('src');
  if (node.tagName === 'A') {
    const href = node.getAttribute('href');
    const kind = href === null ? 'internal' : safeClassify(() => classifyLink(href, base), null);
    if (kind === null) node.removeAttribute('href');
    else dropToken(node, 'href', base);
    // Every link: no window.opener for the target and no Referer leak of the player's URL.
    node.setAttribute('rel', 'noopener noreferrer');
    if (kind === 'external') node.setAttribute('target', '_blank');
    else node.removeAttribute('target');
  } else if (node.tagName === 'IMG') {
    const src = node.getAttribute('src');
    if (src !== null && !safeClassify(() => isAllowedImage(src, base), false)) {
      node.removeAttribute('src');
    } else dropToken(node, 'src', base);
  }
}

interface Sanitiser {
  purifier: Purifier;
  config: Config & { RETURN_TRUSTED_TYPE: true };
}

let sanitiser: Sanitiser | null = null;

// One private instance, created on first use: hooks live on the instance, so registering here
// means exactly once per page, and nothing else that imports 'dompurify' inherits our policy.
// Created lazily because the DOM only exists at call time in tests (jsdom) and SSR-like tooling.
function getSanitiser(): Sanitiser {
  if (sanitiser) return sanitiser;
  if (typeof window === 'undefined') throw new Error('sanitizeHtml needs a DOM (window)');
  const instance = DOMPurify(window);
  // Without a usable DOM DOMPurify.sanitize() returns its input unchanged; fail closed instead.
  if (!instance.isSupported) throw new Error('DOMPurify is not supported in this environment');
  instance.addHook('afterSanitizeAttributes', enforcePolicy);
  // Our own policy, or null (no Trusted Types): never DOMPurify's default "dompurify" one, which
  // the CSP's trusted-types list does not name. DOMPurify returns strings where it is null.
  const config = {
    ...CONFIG,
    TRUSTED_TYPES_POLICY: createServerHtmlPolicy(),
    RETURN_TRUSTED_TYPE: true as const,
  };
  sanitiser = { purifier: instance, config };
  return sanitiser;
}

/** Server HTML for the DOM: TrustedHTML where the browser has Trusted Types, else a string. */
export function sanitizeToTrustedHtml(dirty: string): TrustedHTML | string {
  const { purifier, config } = getSanitiser();
  return purifier.sanitize(dirty, config);
}

/** Server HTML as a string, for reading and tests; the DOM takes sanitizeToTrustedHtml's. */
export function sanitizeHtml(dirty: string): string {
  return String(sanitizeToTrustedHtml(dirty));
}
