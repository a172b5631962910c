/**
 * Server HTML's own class namespace (issue 29 §3). Every class an editor writes is moved under
 * `sc-`, so no server fragment can borrow the app's look (`wl-loading-overlay` would cover the
 * viewport and take every click); what `sc-` classes look like is serverContent.css's choice.
 */
export const SERVER_CLASS_PREFIX = 'sc-';

/** The class of every element server HTML is mounted in; serverContent.css is scoped under it. */
export const SERVER_CONTENT_CLASS = 'wl-server-content';

/**
 * A class attribute's value with every class in the server namespace, each once; `sc-` ones are
 * kept as they are, so sanitising twice changes nothing. Empty when there is no class at all.
 */
export function serverClasses(value: string): string {
  const names = value
    .split(/[\t\n\f\r ]+/) // HTML's ASCII whitespace, the class list's separators
    .filter((name) => name !== '')
    .map((name) => (name.startsWith(SERVER_CLASS_PREFIX) ? name : SERVER_CLASS_PREFIX + name));
  return [...new Set(names)].join(' ');
}
