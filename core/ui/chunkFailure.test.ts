import { describe, expect, it } from 'vitest';
import { ChunkLoadError, describeChunkFailure, withChunkAddress } from './chunkFailure';

const URL_JS = 'http://angkor.localhost:4511/assets/HelpPage-w2HEJ2rj.js';

describe('describeChunkFailure', () => {
  it("reads type and address from Chromium's text for a missing dynamic import", () => {
    const error = new TypeError(`Failed to fetch dynamically imported module: ${URL_JS}`);
    expect(describeChunkFailure(error)).toEqual({ type: 'script', url: URL_JS });
  });

  it("reads Firefox's text", () => {
    const error = new TypeError(`error loading dynamically imported module: ${URL_JS}`);
    expect(describeChunkFailure(error)).toEqual({ type: 'script', url: URL_JS });
  });

  it("reads Vite's stylesheet preload failure as a style", () => {
    const css = 'http://angkor.localhost:4511/assets/HelpCentre-UQsiGAVI.css';
    expect(describeChunkFailure(new Error(`Unable to preload CSS for ${css}`))).toEqual({
      type: 'style',
      url: css,
    });
  });

  it("knows Safari's text, which names no file", () => {
    expect(describeChunkFailure(new TypeError('Importing a module script failed.'))).toEqual({
      type: 'script',
      url: '',
    });
  });

  it('takes what a ChunkLoadError carries', () => {
    const error = new ChunkLoadError({ type: 'script', url: 'help page /help' }, 'no answer');
    expect(describeChunkFailure(error)).toEqual({ type: 'script', url: 'help page /help' });
    expect(error.message).toBe('no answer (script: help page /help)');
  });

  it('leaves other errors alone', () => {
    expect(describeChunkFailure(new TypeError('x is not a function'))).toBeNull();
    expect(describeChunkFailure('Failed to fetch dynamically imported module: /a.js')).toBeNull();
    expect(describeChunkFailure(null)).toBeNull();
  });
});

describe('withChunkAddress', () => {
  it('fills in the address the browser left out', () => {
    const original = new TypeError('Importing a module script failed.');
    const named = withChunkAddress(original, URL_JS);
    expect(named).toBeInstanceOf(ChunkLoadError);
    expect(describeChunkFailure(named)).toEqual({ type: 'script', url: URL_JS });
    expect((named as Error).cause).toBe(original);
  });

  it("keeps the browser's own error when it names the file, and other errors as they are", () => {
    const chromium = new TypeError(`Failed to fetch dynamically imported module: ${URL_JS}`);
    expect(withChunkAddress(chromium, 'help page /help')).toBe(chromium);
    const bug = new TypeError('x is not a function');
    expect(withChunkAddress(bug, 'help page /help')).toBe(bug);
  });
});
