/**
 * The platform's analytics id (§3 status `analyticsId`, e.g. `G-DFLT88`) when it is one the
 * plugin may use, else null: an empty id means the brand measures nothing, and anything beyond
 * letters, digits, `-` and `_` is refused because the id goes into a script address and a global
 * name (`ga-disable-<id>`), where a stray `&` or `/` would change what is loaded.
 */
export function measurementId(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const id = raw.trim();
  if (id === '') return null;
  if (!/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/.test(id)) {
    console.warn(`[analytics] the platform's analyticsId ${JSON.stringify(raw)} is not usable`);
    return null;
  }
  return id;
}
