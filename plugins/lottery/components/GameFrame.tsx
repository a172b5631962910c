import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../core/ui/ErrorPanel';
import { openWindow } from '../../../core/ui/openWindow';
import { VendorFrame } from '../../../core/ui/VendorFrame';

interface GameFrameProps {
  url: string;
  /** The vendor asks for its own window instead of a frame. */
  newWindow: boolean;
  gameName: string;
}

/** The vendor's lottery page: framed across the page, or behind a button when it needs a window. */
export function GameFrame({ url, newWindow, gameName }: GameFrameProps) {
  const { t } = useTranslation('lottery');
  const [blocked, setBlocked] = useState(false);
  if (!newWindow) {
    return <VendorFrame className="wl-lottery__frame" src={url} title={gameName} />;
  }
  return (
    <div className="wl-lottery__window">
      <p>{t('frame.window_hint')}</p>
      <button type="button" className="wl-button" onClick={() => setBlocked(!openWindow(url))}>
        {t('frame.open_window', { game: gameName })}
      </button>
      {blocked && <ErrorPanel messageKey="errors.popup_blocked" />}
    </div>
  );
}
