/** The site's payload cipher (site.json platform.cipher). */
export type CipherConfig = { type: 'none' } | { type: 'rsa-oaep-aes-gcm'; publicKey: string };

/** Body of an encrypted (E) call: a fresh AES key wrapped with the merchant's RSA key. */
export interface EncryptedBody {
  payload: { alg: 'RSA-OAEP-256+A256GCM'; key: string; iv: string; data: string };
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
 * Hybrid encryption with Web Crypto: RSA-OAEP can only wrap a few hundred bytes, so the body is
 * sealed with a one-time AES-256-GCM key and only that key goes through RSA.
 */
export async function encryptBody(cipher: CipherConfig, body: unknown): Promise<unknown> {
  if (cipher.type === 'none') return body;
  const publicKey = await importPublicKey(cipher.publicKey);
  const aesKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, [
    'encrypt',
  ]);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(body));
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plain);
  const rawKey = await crypto.subtle.exportKey('raw', aesKey);
  const wrapped = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, publicKey, rawKey);
  const encrypted: EncryptedBody = {
    payload: {
      alg: 'RSA-OAEP-256+A256GCM',
      key: toBase64(wrapped),
      iv: toBase64(iv),
      data: toBase64(data),
    },
  };
  return encrypted;
}
