/** §9: images up to 5 MB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** An image the person chose, checked, ready to send or preview. */
export interface CheckedImage {
  name: string;
  /** data:image/png or data:image/jpeg, by content, whatever the file's name or type claims. */
  dataUrl: string;
  bytes: number;
}

/** Why an image was refused: an i18n key (core) and its values. */
export interface ImageProblem {
  key: 'upload.wrong_type' | 'upload.too_big' | 'upload.unreadable';
  values: { name: string; maxMb: number };
}

export type ImageCheck = { ok: true; image: CheckedImage } | { ok: false; problem: ImageProblem };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

/** The image type the first bytes say, or null for anything but PNG and JPEG. */
function typeByContent(head: Uint8Array): 'image/png' | 'image/jpeg' | null {
  if (startsWith(head, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(head, JPEG_SIGNATURE)) return 'image/jpeg';
  return null;
}

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(blob);
  });
}

/**
 * Checks an image before anything is sent (issue 12, Uploads): the size first, from the file's
 * metadata, so a huge file is never read; then its type by its first bytes, so a GIF renamed
 * .png is refused; only then reads it, labelled with the type its content proved.
 */
export async function checkImageFile(
  file: File,
  { maxBytes = MAX_IMAGE_BYTES }: { maxBytes?: number } = {},
): Promise<ImageCheck> {
  const values = { name: file.name, maxMb: Math.round((maxBytes / 1024 / 1024) * 10) / 10 };
  if (file.size > maxBytes) return { ok: false, problem: { key: 'upload.too_big', values } };
  try {
    const type = typeByContent(
      new Uint8Array(await file.slice(0, PNG_SIGNATURE.length).arrayBuffer()),
    );
    if (!type) return { ok: false, problem: { key: 'upload.wrong_type', values } };
    const dataUrl = await readAsDataUrl(new Blob([file], { type }));
    return { ok: true, image: { name: file.name, dataUrl, bytes: file.size } };
  } catch {
    return { ok: false, problem: { key: 'upload.unreadable', values } };
  }
}
