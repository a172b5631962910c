const KEY = 'rememberedUsername';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * "Remember me" keeps only the username, for 24 hours (§9); the password is left to the
 * browser's password manager through autocomplete attributes, never stored by the app.
 */
export function readRememberedUsername(now = Date.now()): string {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return '';
    const { username, expires } = JSON.parse(raw) as { username?: unknown; expires?: unknown };
    if (typeof username !== 'string' || typeof expires !== 'number' || expires < now) {
      localStorage.removeItem(KEY);
      return '';
    }
    return username;
  } catch {
    return '';
  }
}

export function rememberUsername(username: string | null, now = Date.now()): void {
  try {
    if (username) localStorage.setItem(KEY, JSON.stringify({ username, expires: now + DAY_MS }));
    else localStorage.removeItem(KEY);
  } catch {
    // storage refused: nothing is remembered, login still works
  }
}
