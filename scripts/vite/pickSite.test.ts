import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { pickSite } from './pickSite';

const known = ['default', 'angkor', 'longhai', 'lucky-star'];

function req(url: string, headers: { host?: string; cookie?: string } = {}): IncomingMessage {
  return { url, headers } as unknown as IncomingMessage;
}

describe('pickSite', () => {
  it('takes ?site= first and asks to remember it', () => {
    expect(
      pickSite(
        req('/promo?site=angkor', { host: 'longhai.localhost:5173', cookie: 'wl-site=default' }),
        known,
        'default',
      ),
    ).toEqual({
      site: 'angkor',
      remember: true,
    });
  });

  it('takes the <id>.localhost host name next, port or not', () => {
    expect(
      pickSite(
        req('/', { host: 'longhai.localhost:5173', cookie: 'wl-site=angkor' }),
        known,
        'default',
      ),
    ).toEqual({
      site: 'longhai',
      remember: false,
    });
    expect(pickSite(req('/', { host: 'angkor.localhost' }), known, 'default')).toEqual({
      site: 'angkor',
      remember: false,
    });
  });

  it('takes a hyphenated brand id from the host name, in any letter case', () => {
    expect(pickSite(req('/help', { host: 'lucky-star.localhost:5173' }), known, 'default')).toEqual(
      { site: 'lucky-star', remember: false },
    );
    expect(pickSite(req('/', { host: 'Lucky-Star.localhost' }), known, 'default').site).toBe(
      'lucky-star',
    );
    expect(pickSite(req('/', { host: 'lucky.localhost' }), known, 'default').site).toBe('default');
  });

  it('remembers a hyphenated brand from ?site= and reads it back from the cookie', () => {
    expect(pickSite(req('/?site=lucky-star'), known, 'default')).toEqual({
      site: 'lucky-star',
      remember: true,
    });
    expect(pickSite(req('/', { cookie: 'a=1; wl-site=lucky-star' }), known, 'default').site).toBe(
      'lucky-star',
    );
  });

  it('takes the wl-site cookie next, among other cookies', () => {
    expect(
      pickSite(
        req('/', { host: '127.0.0.1:5173', cookie: 'a=1; wl-site=longhai; b=2' }),
        known,
        'default',
      ),
    ).toEqual({
      site: 'longhai',
      remember: false,
    });
    expect(pickSite(req('/', { cookie: 'wl-site=angkor' }), known, 'default').site).toBe('angkor');
  });

  it('does not read another cookie whose name ends in wl-site', () => {
    expect(pickSite(req('/', { cookie: 'old-wl-site=angkor' }), known, 'default').site).toBe(
      'default',
    );
  });

  it('falls back to the default site', () => {
    expect(pickSite(req('/'), known, 'default')).toEqual({ site: 'default', remember: false });
    expect(pickSite({ headers: {} } as unknown as IncomingMessage, known, 'longhai')).toEqual({
      site: 'longhai',
      remember: false,
    });
  });

  it('ignores unknown ids at every step and moves on to the next', () => {
    expect(pickSite(req('/?site=nope', { host: 'angkor.localhost' }), known, 'default')).toEqual({
      site: 'angkor',
      remember: false,
    });
    expect(
      pickSite(
        req('/?site=nope', { host: 'nope.localhost', cookie: 'wl-site=longhai' }),
        known,
        'default',
      ),
    ).toEqual({
      site: 'longhai',
      remember: false,
    });
    expect(
      pickSite(
        req('/?site=nope', { host: 'nope.localhost', cookie: 'wl-site=nope' }),
        known,
        'default',
      ),
    ).toEqual({
      site: 'default',
      remember: false,
    });
  });

  it('does not take localhost itself or a look-alike host as a site', () => {
    expect(
      pickSite(req('/', { host: 'localhost:5173' }), ['localhost', ...known], 'default').site,
    ).toBe('default');
    expect(pickSite(req('/', { host: 'angkor.localhost.evil.test' }), known, 'default').site).toBe(
      'default',
    );
  });
});

describe('pickSite with odd input', () => {
  it('matches brand host names in any letter case, with a port or a trailing root dot', () => {
    for (const host of ['ANGKOR.LOCALHOST', 'Angkor.LocalHost:4173', 'angkor.localhost.'])
      expect(pickSite(req('/', { host }), known, 'default').site, host).toBe('angkor');
    expect(pickSite(req('/?site=LongHai'), known, 'default').site).toBe('longhai');
  });

  it('maps production host names case-insensitively, and only those given', () => {
    const hosts = new Map([['play.angkor.example', 'angkor']]);
    for (const host of ['play.angkor.example', 'PLAY.Angkor.Example:443', 'play.angkor.example.'])
      expect(pickSite(req('/', { host }), known, 'default', hosts).site, host).toBe('angkor');
    expect(pickSite(req('/', { host: 'angkor.example' }), known, 'default', hosts).site).toBe(
      'default',
    );
  });

  it('falls back, never throws, on a target or header that does not parse', () => {
    for (const url of ['//[', 'http://[', '/?site=%', '*'])
      expect(pickSite(req(url, { host: '[' }), known, 'default').site, url).toBe('default');
  });
});
