// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordBundleFailure } from '../i18n/bundleFailures';
import { initCoreTexts } from '../i18n/testing/initCoreTexts';
import { ErrorBoundary } from './BoundaryFallback';
import { CHUNK_LOAD_TIMEOUT_MS } from './chunkTimeout';
import { lazyOnce } from './lazyCache';

const HELP_JS = 'http://angkor.localhost:4511/assets/HelpPage-w2HEJ2rj.js';

beforeAll(initCoreTexts);

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function chunkSentence(type: string, url: string): string {
  return `Part of the page failed to load (${type}: ${url}). Please reload the page.`;
}

function renderPart(
  load: () => Promise<{ default: () => React.JSX.Element }>,
  owner = 'help',
  frame?: (message: React.ReactNode) => React.ReactNode,
) {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const Part = lazyOnce(load, { owner, what: 'page /help' });
  render(
    <ErrorBoundary owner={owner} {...(frame ? { frame } : {})}>
      <Suspense fallback={<p>loading</p>}>
        <Part />
      </Suspense>
    </ErrorBoundary>,
  );
}

describe('a lazy part that fails to load (§8 chunk-load error)', () => {
  it("names the file's kind and address from the browser's error and offers a reload", async () => {
    renderPart(() =>
      Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${HELP_JS}`)),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(chunkSentence('script', HELP_JS));
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('says a stylesheet failed when the CSS preload did', async () => {
    const css = 'http://angkor.localhost:4511/assets/HelpCentre-UQsiGAVI.css';
    renderPart(() => Promise.reject(new Error(`Unable to preload CSS for ${css}`)));
    expect((await screen.findByRole('alert')).textContent).toContain(
      chunkSentence('stylesheet', css),
    );
  });

  it('fails after 120 s without an answer, naming what it waited for', async () => {
    vi.useFakeTimers();
    renderPart(() => new Promise(() => undefined));
    expect(screen.getByText('loading')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1));
    expect(screen.queryByRole('alert')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('alert').textContent).toContain(
      chunkSentence('script', 'help page /help'),
    );
  });

  it("shows the message instead of raw keys when the plugin's texts failed to load", async () => {
    const locale = 'http://angkor.localhost:4511/assets/locale-EN-DqsGie5E.js';
    recordBundleFailure(
      'EN',
      'winners',
      new TypeError(`Failed to fetch dynamically imported module: ${locale}`),
    );
    renderPart(() => Promise.resolve({ default: () => <p>winners.title</p> }), 'winners');
    expect((await screen.findByRole('alert')).textContent).toContain(
      chunkSentence('script', locale),
    );
    expect(screen.queryByText('winners.title')).toBeNull();
  });

  it('puts the message in the frame it is given', async () => {
    renderPart(
      () =>
        Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${HELP_JS}`)),
      'help',
      (message) => <section aria-label="frame">{message}</section>,
    );
    const frame = await screen.findByRole('region', { name: 'frame' });
    expect(frame.textContent).toContain(chunkSentence('script', HELP_JS));
  });

  it('renders the part when it loads', async () => {
    renderPart(() => Promise.resolve({ default: () => <p>help centre</p> }));
    expect(await screen.findByText('help centre')).toBeTruthy();
  });
});
