import {
  constants,
  createDecipheriv,
  createPrivateKey,
  privateDecrypt,
  webcrypto,
} from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  GCM_TAG_BYTES,
  PAYLOAD_ALG,
  encryptBody,
  isEncryptedPayload,
  sealBody,
  type EncryptedBody,
} from './cipher';

let publicKey = '';
let privateKeyPem = '';

beforeAll(async () => {
  const pair = await webcrypto.subtle.generateKey(
    {
      name: 'RSA-OAEP',
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    true,
    ['encrypt', 'decrypt'],
  );
  publicKey = Buffer.from(await webcrypto.subtle.exportKey('spki', pair.publicKey)).toString(
    'base64',
  );
  const pkcs8 = Buffer.from(await webcrypto.subtle.exportKey('pkcs8', pair.privateKey));
  privateKeyPem = createPrivateKey({ key: pkcs8, format: 'der', type: 'pkcs8' })
    .export({ type: 'pkcs8', format: 'pem' })
    .toString();
});

/** What the platform does: unwrap the AES key with RSA-OAEP(SHA-256), then open the GCM box. */
function decrypt(body: EncryptedBody): unknown {
  const aesKey = privateDecrypt(
    { key: privateKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(body.payload.key, 'base64'),
  );
  const sealed = Buffer.from(body.payload.data, 'base64');
  const tag = sealed.subarray(sealed.length - GCM_TAG_BYTES);
  const cipherText = sealed.subarray(0, sealed.length - GCM_TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', aesKey, Buffer.from(body.payload.iv, 'base64'));
  decipher.setAuthTag(tag);
  const plain = Buffer.concat([decipher.update(cipherText), decipher.final()]);
  return JSON.parse(plain.toString('utf8'));
}

describe('encryptBody', () => {
  it('returns the very same body when the site cipher is none', async () => {
    const body = { username: 'ann', password: 'secret' };
    await expect(encryptBody({ type: 'none' }, body)).resolves.toBe(body);
  });

  it('seals the body so the holder of the private key gets the original JSON back', async () => {
    const body = {
      username: 'ann',
      password: 'p@ss wörd 密码 ពាក្យ',
      amount: 12.5,
      nested: { list: [1, 2, 3] },
    };
    const sealed = (await encryptBody(
      { type: 'rsa-oaep-aes-gcm', publicKey },
      body,
    )) as EncryptedBody;
    expect(Object.keys(sealed)).toEqual(['payload']);
    expect(sealed.payload.alg).toBe('RSA-OAEP-256+A256GCM');
    expect(isEncryptedPayload(sealed.payload)).toBe(true);
    expect(Buffer.from(sealed.payload.key, 'base64')).toHaveLength(256); // 2048-bit RSA block
    expect(Buffer.from(sealed.payload.iv, 'base64')).toHaveLength(12);
    expect(JSON.stringify(sealed)).not.toContain('secret');
    expect(decrypt(sealed)).toEqual(body);
  });

  it('uses a fresh AES key and IV for every body', async () => {
    const cipher = { type: 'rsa-oaep-aes-gcm', publicKey } as const;
    const a = (await encryptBody(cipher, { same: true })) as EncryptedBody;
    const b = (await encryptBody(cipher, { same: true })) as EncryptedBody;
    expect(a.payload.iv).not.toBe(b.payload.iv);
    expect(a.payload.key).not.toBe(b.payload.key);
    expect(a.payload.data).not.toBe(b.payload.data);
    expect(decrypt(a)).toEqual(decrypt(b));
  });

  it('produces a payload that fails authentication when tampered with', async () => {
    const sealed = (await encryptBody(
      { type: 'rsa-oaep-aes-gcm', publicKey },
      { amount: 1 },
    )) as EncryptedBody;
    const data = Buffer.from(sealed.payload.data, 'base64');
    data[0] = (data[0] ?? 0) ^ 1;
    expect(() =>
      decrypt({ payload: { ...sealed.payload, data: data.toString('base64') } }),
    ).toThrow();
  });

  it('rejects a public key that is not SPKI base64', async () => {
    await expect(
      encryptBody({ type: 'rsa-oaep-aes-gcm', publicKey: btoa('not a key') }, {}),
    ).rejects.toThrow();
  });
});

describe('sealBody', () => {
  it('seals with the public key alone, as tests and the emulator harness call it', async () => {
    const sealed = await sealBody(publicKey, { amount: 2 });
    expect(sealed.payload.alg).toBe(PAYLOAD_ALG);
    expect(decrypt(sealed)).toEqual({ amount: 2 });
  });
});

describe('isEncryptedPayload', () => {
  const payload = { alg: PAYLOAD_ALG, key: 'a', iv: 'b', data: 'c' };

  it('accepts the one scheme with string parts', () => {
    expect(isEncryptedPayload(payload)).toBe(true);
  });

  it.each([
    ['another algorithm', { ...payload, alg: 'RSA1_5' }],
    ['a missing part', { alg: PAYLOAD_ALG, key: 'a', iv: 'b' }],
    ['a part that is not a string', { ...payload, iv: 12 }],
    ['null', null],
    ['a string', 'payload'],
  ])('refuses %s', (_, value) => {
    expect(isEncryptedPayload(value)).toBe(false);
  });
});
