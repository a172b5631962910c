/**
 * Section ids from the server become element ids only with this prefix and a safe shape, so
 * content can never clobber globals through named access (`window.<id>`) or break the page's
 * own ids. The address keeps the plain id: /help#term opens the section with id "term".
 */
const SAFE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The element id of a section, or null when the server id is not one we can link to. */
export function sectionElementId(id: string): string | null {
  return SAFE_ID.test(id) ? `help-${id}` : null;
}

/** The section id an address hash names ("#term" → "term"), or null. */
export function sectionFromHash(hash: string): string | null {
  let id: string;
  try {
    id = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return null; // a malformed escape in the address names no section
  }
  return SAFE_ID.test(id) ? id : null;
}
