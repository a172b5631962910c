import { Suspense } from 'react';
import { lazyOnce } from '../../../core/ui/lazyCache';

// Footer slot components travel in the file every page of every brand loads (the `slots` file of
// scripts/vite/chunkLayout.ts), brands without this plugin included. So the slot's entry is only
// this door: the plugin's own code (the consent store, the settings button, the measuring) is a
// file of its own, which only a brand that enables the plugin ever downloads.
const CookieSettings = lazyOnce(() => import('./CookieSettings'), {
  owner: 'analytics',
  what: 'cookie settings',
});

/** The footer slot's entry: the cookie settings, loaded on their own (see above). */
export default function AnalyticsFooter() {
  return (
    <Suspense fallback={null}>
      <CookieSettings />
    </Suspense>
  );
}
