// The wire contract: imported by the front end, the emulator, scripts and browser tests alike, so
// it imports nothing but generated/ and runs in a browser and in Node (.dependency-cruiser.cjs).
// It stands alone (no import of ./cipher): start-up opens values on every visit, while the
// payload cipher loads only with the first encrypted call.

/**
 * Sealed values: what the platform sends sealed inside an answer (a customer-service entry's
 * `path`, §3), and what the front end seals for it (the free-play login's `value`, §7,
 * ./freePlayProof). The format, the one place it is written down:
 *
 *   sealed = base64( iv || ciphertext || tag )
 *
 * - key: the brand's value key, 32 random bytes (site.json `platform.cipher.valueKey`, base64);
 * - iv: 12 random bytes, fresh for every value;
 * - ciphertext: the UTF-8 text under AES-256-GCM, no additional data;
 * - tag: the 16-byte GCM tag, appended to the ciphertext as Web Crypto writes it.
 */
export const VALUE_IV_BYTES = 12;
/** GCM's tag, at the end of every sealed value. */
export const VALUE_TAG_BYTES = 16;

const bytesOf = (base64: string) => Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));

/**
 * Opens one sealed value with the brand's value key (base64 of 32 bytes) using Web Crypto.
 * Rejects when the value is not base64, too short, sealed under another key or altered.
 */
export async function openValue(valueKeyBase64: string, sealed: string): Promise<string> {
  // Imported per value, not kept: a page opens a handful once, and first-load code stays small.
  const key = await crypto.subtle.importKey('raw', bytesOf(valueKeyBase64), 'AES-GCM', false, [
    'decrypt',
  ]);
  const bytes = bytesOf(sealed);
  // Shorter than the IV and the tag, Web Crypto refuses it by itself (no tag to check).
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: bytes.subarray(0, VALUE_IV_BYTES) },
    key,
    bytes.subarray(VALUE_IV_BYTES),
  );
  return new TextDecoder().decode(plain);
}

/** Seals one value with the brand's value key, a fresh IV each time (what openValue opens). */
export async function sealValue(valueKeyBase64: string, plain: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', bytesOf(valueKeyBase64), 'AES-GCM', false, [
    'encrypt',
  ]);
  const iv = crypto.getRandomValues(new Uint8Array(VALUE_IV_BYTES));
  const data = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(plain)),
  );
  const sealed = new Uint8Array(iv.length + data.length);
  sealed.set(iv);
  sealed.set(data, iv.length);
  // Byte by byte: a spread of a long array into fromCharCode can overflow the call stack.
  let binary = '';
  for (const byte of sealed) binary += String.fromCharCode(byte);
  return btoa(binary);
}
