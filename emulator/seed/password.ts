// Salted scrypt password hashes. A lower cost than the default keeps the seed fast; this is a test platform.
import { scrypt, randomBytes, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const N = 4096;
const scryptAsync = (pw: string, salt: Buffer, opts: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(pw, salt, 32, opts, (err, key) => (err ? reject(err) : resolve(key))),
  );

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, { N });
  return `scrypt$${N}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [, n, salt, hash] = stored.split('$');
  if (!n || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scryptAsync(password, Buffer.from(salt, 'base64'), { N: Number(n) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
