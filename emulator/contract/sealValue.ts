// Seals values inside answers as the platform does: AES-256-GCM under the merchant's value key, in
// the format core/api/wire/valueCipher.ts writes down (base64 of IV, ciphertext, tag).
import { createCipheriv, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { VALUE_IV_BYTES } from '../../core/api/wire/valueCipher.js';

const keysDir = fileURLToPath(new URL('../keys/', import.meta.url));
const keys = new Map<string, Buffer>();

/** The merchant's value key (base64 of 32 bytes) a site puts in `platform.cipher.valueKey`. */
export const valueKeyOf = (merchant: string): string =>
  readFileSync(`${keysDir}${merchant}.value.txt`, 'utf8').trim();

function keyOf(merchant: string): Buffer {
  let key = keys.get(merchant);
  if (!key) {
    key = Buffer.from(valueKeyOf(merchant), 'base64');
    keys.set(merchant, key);
  }
  return key;
}

/** One value sealed for the merchant, with a fresh IV each time. */
export function sealValue(merchant: string, plain: string): string {
  const iv = randomBytes(VALUE_IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(merchant), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, data, cipher.getAuthTag()]).toString('base64');
}

/**
 * §3 customer-service entries as status sends them: each path sealed, except for merchants whose
 * cipher is none (brands made by site:new, in development), which get them in clear.
 */
export function sealServicePaths<E extends { path: string }>(
  entries: readonly E[],
  merchant: string,
  cipher: string,
): E[] {
  if (cipher === 'none') return [...entries];
  return entries.map((entry) => ({ ...entry, path: sealValue(merchant, entry.path) }));
}
