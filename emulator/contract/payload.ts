// Decrypts an E payload as the front end's cipher (core/api/wire/cipher.ts) seals it: RSA-OAEP(SHA-256)
// wraps a random AES-256 key, AES-256-GCM encrypts the JSON with the tag appended to the ciphertext.
import {
  createDecipheriv,
  createPrivateKey,
  privateDecrypt,
  constants,
  type KeyObject,
} from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GCM_TAG_BYTES, PAYLOAD_ALG, isEncryptedPayload } from '../../core/api/wire/cipher.js';
import { ApiError } from '../http/envelope.js';

const keysDir = fileURLToPath(new URL('../keys/', import.meta.url));
const keys = new Map<string, KeyObject>();

function privateKeyOf(merchant: string): KeyObject {
  let key = keys.get(merchant);
  if (!key) {
    key = createPrivateKey(readFileSync(`${keysDir}${merchant}.private.pem`, 'utf8'));
    keys.set(merchant, key);
  }
  return key;
}

/** The public SPKI (base64) a site puts in its config to encrypt for this merchant. */
export const publicKeyOf = (merchant: string) =>
  readFileSync(`${keysDir}${merchant}.public.txt`, 'utf8').trim();

/** Returns the decrypted JSON body; plain JSON passes only for merchants whose cipher is none. */
export function openBody(body: unknown, merchant: string, cipher: string): unknown {
  const wrapped =
    typeof body === 'object' && body !== null && 'payload' in body
      ? (body as { payload: unknown }).payload
      : undefined;
  if (wrapped === undefined) {
    if (cipher === 'none') return body;
    throw new ApiError(
      'VALIDATION_FAILED',
      '/payload is required: this merchant accepts only encrypted bodies',
    );
  }
  if (!isEncryptedPayload(wrapped))
    throw new ApiError(
      'VALIDATION_FAILED',
      `/payload must be { alg: "${PAYLOAD_ALG}", key, iv, data }`,
    );
  try {
    const aesKey = privateDecrypt(
      {
        key: privateKeyOf(merchant),
        padding: constants.RSA_PKCS1_OAEP_PADDING,
        oaepHash: 'sha256',
      },
      Buffer.from(wrapped.key, 'base64'),
    );
    const iv = Buffer.from(wrapped.iv, 'base64');
    const data = Buffer.from(wrapped.data, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', aesKey, iv);
    decipher.setAuthTag(data.subarray(data.length - GCM_TAG_BYTES));
    const plain = Buffer.concat([
      decipher.update(data.subarray(0, data.length - GCM_TAG_BYTES)),
      decipher.final(),
    ]);
    return JSON.parse(plain.toString('utf8')) as unknown;
  } catch {
    throw new ApiError(
      'VALIDATION_FAILED',
      "/payload could not be decrypted with this merchant's key",
    );
  }
}
