import type { ImageType } from '../../api/wire/imageHeader';

/** An image drawn again from its pixels, and the size it decoded to. */
export interface Reencoded {
  width: number;
  height: number;
  blob: Blob;
}

/** JPEG quality of the new file: no visible loss on a photo of a receipt or a screen. */
const JPEG_QUALITY = 0.92;

function draw(bitmap: ImageBitmap, type: ImageType): Promise<Blob | null> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    if (!context) return Promise.resolve(null);
    context.drawImage(bitmap, 0, 0);
    return canvas.convertToBlob({ type, quality: JPEG_QUALITY });
  }
  // Browsers before OffscreenCanvas (Safari before 16.4) draw on a canvas that is never shown.
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  context.drawImage(bitmap, 0, 0);
  return new Promise((resolve) => canvas.toBlob(resolve, type, JPEG_QUALITY));
}

/**
 * Decodes an image and encodes its pixels again as `type` (issue 29, Uploads): only the picture
 * survives, so bytes hidden after it (an HTML page in a "PNG"), its metadata (a photo's place)
 * and anything the browser's decoder cannot read are gone. Null when it does not decode, or the
 * browser cannot write that type.
 */
export async function reencodeImage(source: Blob, type: ImageType): Promise<Reencoded | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(source);
  } catch {
    return null;
  }
  try {
    const { width, height } = bitmap;
    const blob = await draw(bitmap, type);
    return blob && blob.type === type ? { width, height, blob } : null;
  } finally {
    bitmap.close();
  }
}
