import {
  IMAGE_MAX_PIXELS,
  IMAGE_MAX_SIDE,
  imageTypeOf,
  readImageHeader,
  withinImageLimits,
  type ImageHeader,
} from '../../api/wire/imageHeader';
import { reencodeImage } from './reencodeImage';

/** §9: images up to 5 MB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** An image the person chose, checked, ready to send or preview. */
export interface CheckedImage {
  name: string;
  /** data:image/png or data:image/jpeg of the image drawn again, by content, whatever the name says. */
  dataUrl: string;
  /** The size of what is sent: the image drawn again, not the file chosen. */
  bytes: number;
}

/** Why an image was refused: an i18n key (core) and its values. */
export interface ImageProblem {
  key:
    | 'upload.wrong_type'
    | 'upload.too_big'
    | 'upload.unreadable'
    | 'upload.too_many_pixels'
    | 'upload.not_decodable';
  values: { name: string; maxMb: number } & Record<string, string | number>;
}

export type ImageCheck = { ok: true; image: CheckedImage } | { ok: false; problem: ImageProblem };

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(blob);
  });
}

/** The decoded size is the header's, or turned a quarter by the photo's orientation. */
const sameSize = (decoded: { width: number; height: number }, header: ImageHeader) =>
  (decoded.width === header.width && decoded.height === header.height) ||
  (decoded.width === header.height && decoded.height === header.width);

/**
 * Checks an image before anything is sent (issues 12 and 29, Uploads), cheapest rule first: the
 * size from the file's metadata, so a huge file is never read; the type by its first bytes, so a
 * GIF renamed .png is refused; the pixel size its header states, so a small file that would take
 * gigabytes to decode never is; then it is decoded and drawn again as that type, so what does not
 * decode as what it claims is refused and what is sent is the picture alone (bytes hidden after
 * it, as in an image that is also an HTML page, are left behind).
 */
export async function checkImageFile(
  file: File,
  { maxBytes = MAX_IMAGE_BYTES }: { maxBytes?: number } = {},
): Promise<ImageCheck> {
  const values = { name: file.name, maxMb: Math.round((maxBytes / 1024 / 1024) * 10) / 10 };
  const refuse = (key: ImageProblem['key'], more: Record<string, string | number> = {}) =>
    ({ ok: false, problem: { key, values: { ...values, ...more } } }) as const;
  if (file.size > maxBytes) return refuse('upload.too_big');
  try {
    const bytes = new Uint8Array(await file.slice(0, file.size).arrayBuffer());
    const type = imageTypeOf(bytes);
    if (!type) return refuse('upload.wrong_type');
    const kind = type === 'image/png' ? 'PNG' : 'JPG';
    const header = readImageHeader(bytes);
    if (!header) return refuse('upload.not_decodable', { kind });
    if (!withinImageLimits(header))
      return refuse('upload.too_many_pixels', {
        width: header.width,
        height: header.height,
        maxSide: IMAGE_MAX_SIDE,
        maxMegapixels: IMAGE_MAX_PIXELS / 1_000_000,
      });
    const drawn = await reencodeImage(new Blob([bytes], { type }), type);
    if (!drawn || !sameSize(drawn, header)) return refuse('upload.not_decodable', { kind });
    // Drawn again, a PNG may come out bigger than it went in; the platform's limit is on what it gets.
    if (drawn.blob.size > maxBytes) return refuse('upload.too_big');
    const dataUrl = await readAsDataUrl(drawn.blob);
    return { ok: true, image: { name: file.name, dataUrl, bytes: drawn.blob.size } };
  } catch {
    return refuse('upload.unreadable');
  }
}
