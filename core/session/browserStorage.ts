/**
 * The browser's two stores, or null where the browser refuses them (disabled storage, some
 * privacy modes throw on access). Callers treat null as "nothing kept beyond this page view".
 */
export function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
