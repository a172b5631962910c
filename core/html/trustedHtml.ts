import type { TrustedTypePolicy, TrustedTypesWindow } from 'trusted-types/lib';

/** The one Trusted Types policy of the page; the CSP's `trusted-types` directive names it. */
export const SERVER_HTML_POLICY = 'wl-server-html';

let created = false;

/**
 * Creates the policy that wraps the sanitiser's output as TrustedHTML, or null where the browser
 * has no Trusted Types (or the page's CSP refuses the name). Its createHTML passes HTML through:
 * DOMPurify also wraps its raw input with it for its inert parse, and only the sanitiser holds it
 * (core/html/sanitizeHtml.ts), which is why a second call throws instead of minting another.
 * Script URLs are never minted: server HTML carries no scripts.
 */
export function createServerHtmlPolicy(): TrustedTypePolicy | null {
  if (created) throw new Error(`${SERVER_HTML_POLICY} is created once, by the sanitiser`);
  created = true;
  const factory = (window as unknown as TrustedTypesWindow).trustedTypes;
  if (!factory) return null;
  try {
    const policy = factory.createPolicy(SERVER_HTML_POLICY, {
      createHTML: (html: string) => html,
      createScriptURL: () => '',
    });
    // The browser's policy object has every method; those given no option (createScript) throw.
    return policy as unknown as TrustedTypePolicy;
  } catch (error) {
    // A policy that does not list the name: strings then, which an enforcing page refuses.
    console.warn(`[html] Trusted Types policy ${SERVER_HTML_POLICY} refused`, error);
    return null;
  }
}
