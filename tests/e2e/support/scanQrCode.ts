import { expect, type Page } from '@playwright/test';
import jsQR from 'jsqr';

/**
 * Reads the QR code the page drew: its pixels, scaled up on a white ground, through jsQR. The
 * pixels travel as base64, one string, not as an array of numbers (which takes seconds to pass).
 */
export async function scanQrCode(page: Page, name: string): Promise<string | undefined> {
  const image = page.getByRole('img', { name });
  await expect(image).toBeVisible();
  const size = 240;
  const pixels = await image.evaluate((img: HTMLImageElement, side) => {
    const canvas = document.createElement('canvas');
    canvas.width = side;
    canvas.height = side;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, side, side);
    context.drawImage(img, 0, 0, side, side);
    const bytes = context.getImageData(0, 0, side, side).data;
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000)
      binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binary);
  }, size);
  return jsQR(new Uint8ClampedArray(Buffer.from(pixels, 'base64')), size, size)?.data;
}
