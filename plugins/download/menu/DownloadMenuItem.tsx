import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useRuntime } from '../../../core/runtime/RuntimeContext';
import { ErrorBoundary } from '../../../core/ui/BoundaryFallback';
import { lazyOnce } from '../../../core/ui/lazyCache';

// Every page shows this item, so the popover (its codes, its styles, the QR library behind them
// and even its hover and focus handling) is a chunk of its own, loaded when first wanted.
const StorePopover = lazyOnce(() => import('./StorePopover'), {
  owner: 'download',
  what: 'side-menu QR codes',
});

/** The resource types whose codes the popover shows (§2: iOS and Android). */
const STORE_TYPES = /^(ios|android)$/i;
/** The side menu shows once per page, and so does this item: a fixed id is unique. */
const HINT_ID = 'wl-download-hint';

/**
 * The side menu's download item (§2 Side menu): a link to /download whose popover shows the iOS
 * and Android QR codes on hover and on keyboard focus. This part only notices the first hover or
 * focus and loads the popover, which then opens and closes itself (menu/useHoverOrFocus.ts). The
 * link is described by the popover's hint, kept here so a screen reader has it from the start.
 */
export default function DownloadMenuItem() {
  const { t } = useTranslation('download');
  const { permission } = useRuntime();
  const codes = (permission.resources ?? []).some((r) => STORE_TYPES.test(r.resourceType));
  const [wanted, setWanted] = useState(false);
  // Whether the pointer is over the item now: the popover's first look, should it arrive late.
  const inside = useRef(false);
  const area = useRef<HTMLDivElement>(null);
  const link = useRef<HTMLAnchorElement>(null);
  return (
    <div
      ref={area}
      onPointerEnter={() => {
        inside.current = true;
        setWanted(codes);
      }}
      onPointerLeave={() => {
        inside.current = false;
      }}
      onFocus={() => setWanted(codes)}
    >
      <Link
        ref={link}
        href="/download"
        className="wl-menu-link"
        aria-describedby={codes ? HINT_ID : undefined}
      >
        {t('menu')}
      </Link>
      {codes && (
        <span id={HINT_ID} hidden>
          {t('scan')}
        </span>
      )}
      {wanted && (
        <ErrorBoundary owner="download">
          <Suspense fallback={null}>
            <StorePopover area={area} anchor={link} inside={inside} />
          </Suspense>
        </ErrorBoundary>
      )}
    </div>
  );
}
