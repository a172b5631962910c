// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QrCode } from './QrCode';
import { qrDataUrl } from './qrDataUrl';

describe('QrCode', () => {
  it('draws the value as an SVG image named by its label, at the size asked for', async () => {
    const { container } = render(
      <QrCode
        value="otpauth://totp/Demo:demo?secret=JBSWY3DPEHPK3PXP"
        size={120}
        label="QR code"
      />,
    );
    const image = await screen.findByRole('img', { name: 'QR code' });
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(image.getAttribute('width')).toBe('120');
    // The size goes through a custom property, never a style attribute the CSP would refuse.
    const box = container.querySelector<HTMLElement>('.wl-qr')!;
    expect(box.style.getPropertyValue('--wl-qr-size')).toBe('120px');
  });

  it('encodes different values differently, and the same value the same way', async () => {
    const a = await qrDataUrl('JBSWY3DPEHPK3PXP');
    expect(await qrDataUrl('JBSWY3DPEHPK3PXP')).toBe(a);
    expect(await qrDataUrl('JBSWY3DPEHPK3PXQ')).not.toBe(a);
  });
});
