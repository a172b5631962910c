import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime, usePluginOptions } from '../../../core/runtime/RuntimeContext';
import { ErrorBoundary } from '../../../core/ui/BoundaryFallback';
import { lazyOnce } from '../../../core/ui/lazyCache';
import { SlotEmpty } from '../../../core/ui/SlotEmpty';
import { useConsent, writeConsent, type ConsentChoice } from '../consent/consentStore';
import { measurementId } from '../tracking/measurementId';
import { useAnalytics } from '../tracking/useAnalytics';
import '../cookie-settings.css';

// Every page with a footer carries this part, but only a visitor who has not answered yet (or
// asks to change the answer) needs the banner: its code and styles are a chunk of their own.
const ConsentBanner = lazyOnce(() => import('./ConsentBanner'), {
  owner: 'analytics',
  what: 'consent banner',
});

/**
 * The plugin's footer part, on every page with the player shell: the "Cookie settings" button
 * that brings the banner back, the banner while the visitor has not answered, and the measuring
 * itself (tracking/useAnalytics.ts). Without a usable analyticsId in the platform's status it
 * shows nothing and loads nothing more, and its reserved line in the footer folds away.
 */
export default function CookieSettings() {
  const { t } = useTranslation('analytics');
  const { site, permission } = useRuntime();
  const { scriptUrl } = usePluginOptions('analytics');
  const id = measurementId(permission.analyticsId);
  const choice = useConsent(site.id);
  const [reopened, setReopened] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const settings = useRef<HTMLButtonElement>(null);
  useAnalytics({ siteId: site.id, id, choice, scriptUrl });
  if (id === null) return <SlotEmpty />;

  const choose = (answer: ConsentChoice) => {
    writeConsent(site.id, answer);
    setReopened(false);
    // The banner goes away with the focused button: a visitor who came from the footer goes back
    // there; one who answered on arrival is not sent down to the footer (the page would jump).
    if (focusRequest > 0) settings.current?.focus();
    setFocusRequest(0);
  };
  return (
    <>
      <p className="wl-analytics-settings">
        <button
          ref={settings}
          type="button"
          className="wl-analytics-settings__button"
          onClick={() => {
            setReopened(true);
            setFocusRequest((count) => count + 1);
          }}
        >
          {t('settings')}
        </button>
      </p>
      {(choice === null || reopened) && (
        <ErrorBoundary owner="analytics">
          <Suspense fallback={null}>
            <ConsentBanner current={choice} focusRequest={focusRequest} onChoose={choose} />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}
