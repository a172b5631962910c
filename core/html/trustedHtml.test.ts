// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// jsdom has no Trusted Types: a stand-in factory records the policies the page creates and wraps
// what they return, the way Chromium's TrustedHTML does.
class FakeTrustedHtml {
  constructor(readonly html: string) {}
  toString(): string {
    return this.html;
  }
}

type Options = { createHTML?: (input: string) => string; createScriptURL?: (u: string) => string };

function fakeFactory() {
  return {
    createPolicy: vi.fn((name: string, options: Options) => ({
      name,
      createHTML: (input: string) => new FakeTrustedHtml(options.createHTML!(input)),
      createScriptURL: (input: string) => options.createScriptURL!(input),
    })),
  };
}

const load = () => import('./sanitizeHtml');

describe('Trusted Types for the sanitiser output (issue 29 §10)', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => {
    delete (window as { trustedTypes?: unknown }).trustedTypes;
    vi.restoreAllMocks();
  });

  it('creates one wl-server-html policy, never DOMPurify default, and hands the DOM TrustedHTML', async () => {
    const factory = fakeFactory();
    Object.assign(window, { trustedTypes: factory });
    const { sanitizeHtml, sanitizeToTrustedHtml } = await load();

    const out = sanitizeToTrustedHtml('<p class="x" onclick="alert(1)">hi</p>');
    sanitizeToTrustedHtml('<p>again</p>');
    expect(out).toBeInstanceOf(FakeTrustedHtml);
    expect(String(out)).toBe('<p class="sc-x">hi</p>');
    expect(sanitizeHtml('<b>s</b>')).toBe('<b>s</b>');
    expect(factory.createPolicy.mock.calls.map(([name]) => name)).toEqual(['wl-server-html']);
  });

  it('mints no script URL', async () => {
    const factory = fakeFactory();
    Object.assign(window, { trustedTypes: factory });
    const { createServerHtmlPolicy } = await import('./trustedHtml');
    expect(createServerHtmlPolicy()?.createScriptURL('https://evil.example/x.js')).toBe('');
  });

  it('is created once: a second caller gets an error, not another policy', async () => {
    Object.assign(window, { trustedTypes: fakeFactory() });
    const { createServerHtmlPolicy } = await import('./trustedHtml');
    createServerHtmlPolicy();
    expect(() => createServerHtmlPolicy()).toThrow(/once/);
  });

  it('falls back to strings where the browser has no Trusted Types', async () => {
    const { sanitizeToTrustedHtml } = await load();
    expect(sanitizeToTrustedHtml('<p>hi</p>')).toBe('<p>hi</p>');
  });

  it('falls back to strings when the page policy refuses the name', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    Object.assign(window, {
      trustedTypes: {
        createPolicy: () => {
          throw new TypeError('refused');
        },
      },
    });
    const { sanitizeToTrustedHtml } = await load();
    expect(sanitizeToTrustedHtml('<p>hi</p>')).toBe('<p>hi</p>');
    expect(warn).toHaveBeenCalled();
  });
});
