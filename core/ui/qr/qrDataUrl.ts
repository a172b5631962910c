/**
 * A QR code as an SVG data URL. The library is imported here, lazily, so it loads with the first
 * code shown and never with the page that merely could show one.
 */
export async function qrDataUrl(value: string): Promise<string> {
  const { toString } = await import('qrcode');
  // Medium error correction: the default of authenticator apps' own codes; margin 2 modules keeps
  // the quiet zone scanners need without wasting the 120 px box.
  const svg = await toString(value, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
