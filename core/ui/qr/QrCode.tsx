import './qr.css';
import { useEffect, useRef, useState } from 'react';
import { Spinner } from '../Spinner';
import { qrDataUrl } from './qrDataUrl';

/**
 * A QR code of `value`, `size` pixels square, named for screen readers by `label` (the value
 * itself should also be on the page as text, for those who cannot scan). The size is set through
 * a CSS custom property: the CSP allows no inline style attributes.
 */
export function QrCode({
  value,
  size = 120,
  label,
}: {
  value: string;
  size?: number;
  label: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState<{ value: string; url: string } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    box.current?.style.setProperty('--wl-qr-size', `${size}px`);
  }, [size]);

  useEffect(() => {
    let current = true;
    qrDataUrl(value).then(
      (url) => current && setDrawn({ value, url }),
      () => current && setFailed(value),
    );
    return () => {
      current = false;
    };
  }, [value]);

  const url = drawn?.value === value ? drawn.url : null;
  return (
    <div ref={box} className="wl-qr">
      {url ? (
        <img className="wl-qr__image" src={url} alt={label} width={size} height={size} />
      ) : failed === value ? (
        <span className="wl-qr__failed">{label}</span>
      ) : (
        <Spinner />
      )}
    </div>
  );
}
