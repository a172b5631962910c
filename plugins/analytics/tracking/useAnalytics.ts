import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { readConsent, type ConsentChoice } from '../consent/consentStore';
import { optOut } from './optOut';

export interface AnalyticsState {
  siteId: string;
  /** The usable measurement id, or null: then nothing happens at all. */
  id: string | null;
  choice: ConsentChoice | null;
  /** The plugin's `scriptUrl` option, `{id}` not yet filled in. */
  scriptUrl: string;
}

/**
 * Measures while, and only while, the visitor's choice is `granted`: the loader's chunk comes with
 * the first grant, then one page view per route. wouter's location is the path alone, so a change
 * of query (a tab, a filter) is no new page. A refusal or a withdrawal opts out at once; with no
 * answer yet nothing is loaded or sent, as with a refusal.
 */
export function useAnalytics({ siteId, id, choice, scriptUrl }: AnalyticsState): void {
  const [path] = useLocation();
  // The path last measured: StrictMode runs effects twice in development builds, which must not
  // count as two visits. Cleared when the grant ends, so granting again measures the page anew.
  const measured = useRef<string | null>(null);
  useEffect(() => {
    if (id === null) return;
    if (choice !== 'granted') {
      measured.current = null;
      if (choice === 'denied') optOut(id);
      return;
    }
    if (measured.current === path) return;
    measured.current = path;
    import('./gtag').then(
      ({ startAnalytics, sendPageView }) => {
        // The chunk may arrive after a withdrawal (a quick second answer, another tab).
        if (readConsent(siteId) !== 'granted') return;
        startAnalytics(id, scriptUrl);
        sendPageView(id, path);
      },
      (error: unknown) => console.warn('[analytics] the analytics loader did not load', error),
    );
  }, [siteId, id, choice, scriptUrl, path]);
}
