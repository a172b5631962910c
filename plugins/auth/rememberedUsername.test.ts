// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { readRememberedUsername, rememberUsername, REMEMBER_SECONDS } from './rememberedUsername';

/** A document whose cookie jar records what was written (jsdom's own does not show attributes). */
function recordingDocument(protocol = 'http:') {
  const written: string[] = [];
  let jar = '';
  const doc = {
    location: { protocol },
    get cookie() {
      return jar;
    },
    set cookie(line: string) {
      written.push(line);
      const [pair] = line.split(';');
      jar = / Max-Age=0(;|$)/.test(line) ? '' : pair!;
    },
  } as unknown as Document;
  return { doc, written };
}

beforeEach(() => {
  rememberUsername(null);
});

describe('remembered username', () => {
  it('reads back the username from its cookie', () => {
    rememberUsername('ann');
    expect(readRememberedUsername()).toBe('ann');
    expect(document.cookie).toContain('rememberedUsername=ann');
  });

  it('writes a cookie the browser forgets after 24 hours, for this site only', () => {
    const { doc, written } = recordingDocument();
    rememberUsername('ann', doc);
    expect(REMEMBER_SECONDS).toBe(86_400);
    expect(written).toEqual(['rememberedUsername=ann; Max-Age=86400; Path=/; SameSite=Strict']);
    const https = recordingDocument('https:');
    rememberUsername('ann', https.doc);
    expect(https.written[0]).toMatch(/; Secure$/);
  });

  it('stores only the username, never a password', () => {
    const { doc, written } = recordingDocument();
    rememberUsername('ann', doc);
    expect(written.join('')).not.toMatch(/pass/i);
    expect(doc.cookie).toBe('rememberedUsername=ann');
  });

  it('forgets on null or an empty name by expiring the cookie', () => {
    rememberUsername('ann');
    rememberUsername(null);
    expect(readRememberedUsername()).toBe('');
    rememberUsername('ann');
    rememberUsername('');
    expect(readRememberedUsername()).toBe('');
    const { doc, written } = recordingDocument();
    rememberUsername(null, doc);
    expect(written[0]).toContain('Max-Age=0');
  });

  it('keeps names with separators intact and ignores other cookies and bad encodings', () => {
    rememberUsername('a;b=c');
    document.cookie = 'other=1; Path=/';
    expect(readRememberedUsername()).toBe('a;b=c');
    document.cookie = 'rememberedUsername=%E0%A4%A; Path=/';
    expect(readRememberedUsername()).toBe('');
  });
});
