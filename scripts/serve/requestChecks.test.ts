import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { cameOverHttps } from './requestChecks';

describe('cameOverHttps', () => {
  const req = (remoteAddress: string, proto?: string, encrypted = false) =>
    ({
      socket: { remoteAddress, encrypted },
      headers: proto ? { 'x-forwarded-proto': proto } : {},
    }) as unknown as IncomingMessage;

  it('believes X-Forwarded-Proto only from a local proxy', () => {
    expect(cameOverHttps(req('127.0.0.1', 'https'))).toBe(true);
    expect(cameOverHttps(req('::1', 'HTTPS, http'))).toBe(true);
    expect(cameOverHttps(req('203.0.113.9', 'https'))).toBe(false);
    expect(cameOverHttps(req('127.0.0.1', 'http'))).toBe(false);
    expect(cameOverHttps(req('203.0.113.9', undefined, true))).toBe(true);
  });
});
