// The wire contract: imported by the front end, the emulator, scripts and browser tests alike, so
// it imports nothing but generated/ and runs in a browser and in Node (.dependency-cruiser.cjs).

/**
 * The session token is opaque to the front end: the login answer's `token`, kept in
 * sessionStorage under this key (§3) and taken from a launcher's `?token=` query.
 */
export const TOKEN_STORAGE_KEY = 'token';
export const TOKEN_QUERY_PARAM = 'token';

/** T calls carry the token as `Authorization: Bearer <token>` (endpoints.schema.json). */
export const AUTHORIZATION_HEADER = 'Authorization';

/** RFC 6750's b64token: the characters a bearer token may have, so any platform token passes. */
const BEARER = /^Bearer\s+([A-Za-z0-9\-._~+/]+=*)$/;

/** The Authorization header value for a token. */
export function bearerAuthorization(token: string): string {
  return `Bearer ${token}`;
}

/** The token of an Authorization header value, or undefined when it is not a bearer token. */
export function tokenFromAuthorization(header: string | undefined): string | undefined {
  return BEARER.exec(header ?? '')?.[1];
}

const TOKEN_BYTES = 32;

/** A new token as the reference platform (the emulator) mints it: 32 random bytes, lowercase hex. */
export function mintToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(TOKEN_BYTES));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
