// The wire contract: imported by the front end, the emulator, scripts and browser tests alike, so
// it imports nothing but generated/ and runs in a browser and in Node (.dependency-cruiser.cjs).
import type { CipherNone, CipherRsaOaepAesGcm } from '../../../generated/site';

/**
 * The site's payload cipher (site.json platform.cipher): sealing a body needs only the public
 * key; the value key is for what the platform seals in its answers (./valueCipher).
 */
export type CipherConfig = CipherNone | Omit<CipherRsaOaepAesGcm, 'valueKey'>;

/** Names the one scheme: RSA-OAEP with SHA-256 wraps a one-time AES-256-GCM key. */
export const PAYLOAD_ALG = 'RSA-OAEP-256+A256GCM';

/** Web Crypto appends the 128-bit GCM tag to the ciphertext; the platform splits it off. */
export const GCM_TAG_BYTES = 16;

/** What an encrypted (E) call sends instead of its fields; every part is base64. */
export interface EncryptedPayload {
  alg: typeof PAYLOAD_ALG;
  /** The AES key, wrapped with the merchant's RSA public key. */
  key: string;
  /** The 12-byte GCM nonce. */
  iv: string;
  /** The JSON body sealed with AES-GCM, the tag at its end. */
  data: string;
}

/** Body of an encrypted (E) call: a fresh AES key wrapped with the merchant's RSA key. */
export interface EncryptedBody {
  payload: EncryptedPayload;
}

/** True for a payload of the one scheme with every part a string (the platform's input check). */
export function isEncryptedPayload(value: unknown): value is EncryptedPayload {
  if (typeof value !== 'object' || value === null) return false;
  const fields = value as Record<string, unknown>;
  return (
    fields.alg === PAYLOAD_ALG &&
    ['key', 'iv', 'data'].every((field) => typeof fields[field] === 'string')
  );
}

function toBase64(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (const byte of view) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const importedKeys = new Map<string, Promise<CryptoKey>>();

function importPublicKey(spkiBase64: string): Promise<CryptoKey> {
  let key = importedKeys.get(spkiBase64);
  if (!key) {
    key = crypto.subtle.importKey(
      'spki',
      fromBase64(spkiBase64),
      { name: 'RSA-OAEP', hash: 'SHA-256' },
      false,
      ['encrypt'],
    );
    importedKeys.set(spkiBase64, key);
  }
  return key;
}

/**
 * Hybrid encryption with Web Crypto (a browser's, or Node's global one): RSA-OAEP can only wrap a
 * few hundred bytes, so the body is sealed with a one-time AES-256-GCM key and only that key goes
 * through RSA. `publicKey` is the merchant's SPKI, base64.
 */
export async function sealBody(publicKey: string, body: unknown): Promise<EncryptedBody> {
  const rsaKey = await importPublicKey(publicKey);
  const aesKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, [
    'encrypt',
  ]);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(body));
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plain);
  const rawKey = await crypto.subtle.exportKey('raw', aesKey);
  const wrapped = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, rsaKey, rawKey);
  return {
    payload: { alg: PAYLOAD_ALG, key: toBase64(wrapped), iv: toBase64(iv), data: toBase64(data) },
  };
}

/** The body an E call sends under the site's cipher: sealed, or as it is when the cipher is none. */
export async function encryptBody(cipher: CipherConfig, body: unknown): Promise<unknown> {
  return cipher.type === 'none' ? body : sealBody(cipher.publicKey, body);
}
