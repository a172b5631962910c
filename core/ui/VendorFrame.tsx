/**
 * What a vendor's game page may do inside the site (issue 29, "Game frames"): run its scripts,
 * keep its own origin (its cookies and storage, its calls to its own servers), send its forms and
 * open windows (game rules, history, a cashier) that work as ordinary pages. Never listed: any
 * allow-top-navigation, so a game can never move the site itself to another address (a look-alike
 * sign-in page), not even on a click; the site's own header is the way back from a game.
 */
export const VENDOR_FRAME_SANDBOX =
  'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';

/** Games may go full screen and play sound without a click first; nothing else is delegated. */
export const VENDOR_FRAME_ALLOW = 'fullscreen; autoplay';

interface VendorFrameProps {
  className: string;
  src: string;
  title: string;
}

/**
 * A vendor's page framed in the site (a seamless game, a lottery). No Referer: the vendor learns
 * the player from its launch ticket, and the site's address stays the site's business.
 */
export function VendorFrame({ className, src, title }: VendorFrameProps) {
  return (
    <iframe
      className={className}
      src={src}
      title={title}
      sandbox={VENDOR_FRAME_SANDBOX}
      allow={VENDOR_FRAME_ALLOW}
      referrerPolicy="no-referrer"
    />
  );
}
