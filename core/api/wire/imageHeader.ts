// The wire contract: imported by the front end, the emulator, scripts and browser tests alike, so
// it imports nothing but generated/ and runs in a browser and in Node (.dependency-cruiser.cjs).

/**
 * The most pixels an image sent to the platform may have on a side (issue 29, Uploads): above
 * any screen (8K is 7680) and a 24 MP photo, well below what a 5 MB file can claim in its header
 * (a 20000×20000 PNG of 380 KB would take 1.6 GB to decode).
 */
export const IMAGE_MAX_SIDE = 8000;
/** The most pixels in all: 40 MP is 160 MB once decoded (4 bytes a pixel), what a tab can bear. */
export const IMAGE_MAX_PIXELS = 40_000_000;

/** The image types the platform takes (§5, §9: png or jpg). */
export type ImageType = 'image/png' | 'image/jpeg';

/** What an image's first bytes say it is, before anything is decoded. */
export interface ImageHeader {
  type: ImageType;
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const IHDR = [0x49, 0x48, 0x44, 0x52];

const has = (bytes: Uint8Array, at: number, expected: readonly number[]) =>
  bytes.length >= at + expected.length && expected.every((byte, i) => bytes[at + i] === byte);
const u16 = (bytes: Uint8Array, at: number) => (bytes[at]! << 8) | bytes[at + 1]!;
const u32 = (bytes: Uint8Array, at: number) => u16(bytes, at) * 0x10000 + u16(bytes, at + 2);

/** The type an image's signature names, whatever its name or declared type; null for others. */
export function imageTypeOf(bytes: Uint8Array): ImageType | null {
  if (has(bytes, 0, PNG_SIGNATURE)) return 'image/png';
  if (has(bytes, 0, JPEG_SIGNATURE)) return 'image/jpeg';
  return null;
}

/** A PNG's size from its first chunk, which must be IHDR (13 bytes). */
function pngSize(bytes: Uint8Array): [number, number] | null {
  if (bytes.length < 24 || u32(bytes, 8) !== 13 || !has(bytes, 12, IHDR)) return null;
  return [u32(bytes, 16), u32(bytes, 20)];
}

// Start-of-frame markers carry the size: C0–CF but DHT (C4), JPG (C8) and DAC (CC).
const isFrameHeader = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** A JPEG's size from its frame header, walking the segments before it (EXIF, profiles…). */
function jpegSize(bytes: Uint8Array): [number, number] | null {
  let at = 2;
  while (at + 3 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff)
      at += 1; // fill byte
    else if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8))
      at += 2; // no length
    else if (marker === 0xd9 || marker === 0xda)
      return null; // image data before any frame
    else if (isFrameHeader(marker))
      return at + 8 < bytes.length ? [u16(bytes, at + 7), u16(bytes, at + 5)] : null;
    else {
      const length = u16(bytes, at + 2);
      if (length < 2) return null;
      at += 2 + length;
    }
  }
  return null;
}

/**
 * The type and size an image's header states, or null when its signature is not PNG or JPEG or
 * its header cannot be read (a zero size counts as unreadable). Nothing is decoded: this is what
 * lets a huge image be refused before it costs any memory.
 */
export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  const type = imageTypeOf(bytes);
  const size = type === 'image/png' ? pngSize(bytes) : type ? jpegSize(bytes) : null;
  if (!type || !size || size[0] === 0 || size[1] === 0) return null;
  return { type, width: size[0], height: size[1] };
}

/** Whether an image is within the platform's size limits (IMAGE_MAX_SIDE, IMAGE_MAX_PIXELS). */
export function withinImageLimits({ width, height }: { width: number; height: number }): boolean {
  return width <= IMAGE_MAX_SIDE && height <= IMAGE_MAX_SIDE && width * height <= IMAGE_MAX_PIXELS;
}
