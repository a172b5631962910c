// The payload cipher is part of the wire contract, which the emulator and the tests share: it
// lives in wire/ and this path stays for the browser code that imports it from core/api.
export { encryptBody, type CipherConfig, type EncryptedBody } from './wire/cipher';
