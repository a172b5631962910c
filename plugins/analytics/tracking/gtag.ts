import { isMeasuringDisabled, setMeasuringDisabled } from './optOut';

/**
 * The analytics loader, a chunk of its own that only a visitor who accepted ever downloads. It
 * speaks the gtag.js protocol: commands queue in `window.dataLayer` (so nothing is lost while the
 * script loads) and the script, once there, sends them.
 */

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** The measurement id the script was loaded for in this page view, if any. */
let loadedFor: string | null = null;

/** `template` (the plugin's `scriptUrl`) with its `{id}` filled in. */
export function scriptAddress(template: string, id: string): string {
  return template.replaceAll('{id}', encodeURIComponent(id));
}

/**
 * A path without its query or fragment: they may carry a launcher's token, a reset code or a
 * referral code, none of which may leave for an analytics host.
 */
export function bareAddress(address: string): string {
  return address.split(/[?#]/, 1)[0] ?? '';
}

// gtag.js reads Arguments objects from the data layer (an array would be taken for a Tag Manager
// command), so the function pushes `arguments` itself, as Google's own snippet does.
function gtag(..._command: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params
  (window.dataLayer ??= []).push(arguments);
}

/**
 * Starts measuring for `id` after the visitor accepted: the data layer and the configuration at
 * once, the script `template` names once per page view. Accepting again after a withdrawal only
 * lifts gtag.js's switch: the script is never loaded twice.
 */
export function startAnalytics(id: string, template: string): void {
  setMeasuringDisabled(id, false);
  if (loadedFor !== null) return;
  loadedFor = id;
  gtag('js', new Date());
  gtag('config', id, {
    // One page view per route change, sent by sendPageView with a clean address; the automatic
    // one would take the address as it is, query included.
    send_page_view: false,
    anonymize_ip: true,
    // The banner asks about measuring visits, nothing more: no advertising features, which
    // would also reach origins the page's policy does not name.
    allow_google_signals: false,
    allow_ad_personalization_signals: false,
    page_location: window.location.origin + bareAddress(window.location.pathname),
    ...(document.referrer ? { page_referrer: bareAddress(document.referrer) } : {}),
  });
  const script = document.createElement('script');
  script.async = true;
  script.src = scriptAddress(template, id);
  script.addEventListener('error', () =>
    // An ad blocker or the network: the queue stays in the page, nothing breaks.
    console.warn(`[analytics] the analytics script did not load from ${script.src}`),
  );
  document.head.append(script);
}

/**
 * One page view for `path`, the query and fragment left out; nothing before startAnalytics, and
 * nothing once the visitor withdrew (gtag.js would drop it too, but it stays out of the page).
 */
export function sendPageView(id: string, path: string): void {
  if (loadedFor !== id || isMeasuringDisabled(id)) return;
  const page_path = bareAddress(path);
  const page_location = window.location.origin + page_path;
  // Also for what gtag.js sends by itself later (engagement time): the clean address, not the
  // window's, which may still carry a query.
  gtag('set', { page_location });
  gtag('event', 'page_view', { page_path, page_location });
}
