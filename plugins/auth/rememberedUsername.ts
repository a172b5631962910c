const NAME = 'rememberedUsername';
/** §9 "Remember-me cookies last 24 hours": the browser itself forgets the cookie after this. */
export const REMEMBER_SECONDS = 24 * 60 * 60;

/**
 * "Remember me" keeps only the username, in a cookie of 24 hours (§9); the password is left to
 * the browser's password manager through autocomplete attributes, never stored by the app. The
 * cookie is the page's own (Path=/, SameSite=Strict, Secure over https): the platform is another
 * origin's API and never needs it, and no other site's request carries it.
 */
export function readRememberedUsername(doc: Document = document): string {
  try {
    for (const part of doc.cookie.split(';')) {
      const [name, ...value] = part.trim().split('=');
      if (name === NAME) return decodeURIComponent(value.join('=')).slice(0, 64);
    }
  } catch {
    // cookies refused or a mangled value: nothing is remembered
  }
  return '';
}

export function rememberUsername(username: string | null, doc: Document = document): void {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  const age = username ? REMEMBER_SECONDS : 0;
  try {
    doc.cookie = `${NAME}=${encodeURIComponent(username ?? '')}; Max-Age=${age}; Path=/; SameSite=Strict${secure}`;
  } catch {
    // cookies refused: nothing is remembered, login still works
  }
}
