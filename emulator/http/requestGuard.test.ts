import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { refusalOf } from './requestGuard.js';

/** A request as node:http hands it over: headers lower-cased, the port it arrived on. */
const req = (headers: Record<string, string>, method = 'GET') =>
  ({ method, headers, socket: { localPort: 4100 } }) as unknown as IncomingMessage;

describe('refusalOf', () => {
  it('refuses a request without a Host', () => {
    expect(refusalOf(req({}), '/wps/system/status')?.status).toBe(403);
  });

  it('allows the dev server’s brand origins it is given, and no others', () => {
    const options = { trustedOrigins: ['http://default.localhost:5173'] };
    const call = (origin: string) =>
      refusalOf(req({ host: '127.0.0.1:4100', origin }, 'PUT'), '/__emulator/faults', options);
    expect(call('http://default.localhost:5173')).toBeUndefined();
    expect(call('http://default.localhost:5174')?.status).toBe(403);
    // Only the control API cares about Origin: brand pages call the platform paths cross-origin.
    expect(
      refusalOf(req({ host: '127.0.0.1:4100', origin: 'https://x.test' }), '/wps/a'),
    ).toBeUndefined();
  });

  it('allows the address the emulator listens on, but not a wildcard', () => {
    const host = (listenHost: string, name: string) =>
      refusalOf(req({ host: `${name}:4100` }), '/wps/a', { listenHost });
    expect(host('10.0.0.5', '10.0.0.5')).toBeUndefined();
    expect(host('0.0.0.0', '0.0.0.0')?.status).toBe(403);
    expect(host('::1', '[::1]')).toBeUndefined();
  });

  it('reads the media type, not the parameters, and wants JSON for any body', () => {
    const call = (headers: Record<string, string>) =>
      refusalOf(req({ host: 'localhost:4100', ...headers }, 'POST'), '/__emulator/reset');
    expect(call({ 'content-type': 'Application/JSON; charset=utf-8' })).toBeUndefined();
    expect(call({ 'content-type': 'text/plain;application/json' })?.status).toBe(415);
    expect(call({ 'transfer-encoding': 'chunked' })?.status).toBe(415);
    expect(call({ 'content-length': '0' })).toBeUndefined();
  });
});
