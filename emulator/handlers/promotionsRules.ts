// The activity application form's rules (§5, §9): a remark of at most 140 characters and at most 3 png or jpg
// images of at most 5 MB each, decided by their bytes, whatever the name or the declared type says.
import { imageKindOf, imageSizeProblem } from './withdrawRules.js';

export const REMARK_MAX_CHARS = 140;
export const MAX_IMAGES = 3;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

const DATA_URL = /^data:(image\/(?:png|jpeg|jpg));base64,([A-Za-z0-9+/]+={0,2})$/;

/** What the application carried, as the entry keeps it (the images themselves are not kept). */
export interface ImageFacts {
  kind: 'png' | 'jpeg';
  bytes: number;
}

/** Why the image at `index` is refused (the §5 rule it breaks), or its facts. */
export function checkImage(dataUrl: unknown, index: number): ImageFacts | string {
  const at = `/images/${index}`;
  const rule = `${at} must be a png or jpg image of at most 5 MB`;
  if (typeof dataUrl !== 'string') return rule;
  const match = DATA_URL.exec(dataUrl);
  if (!match) return `${rule} (a base64 data URL)`;
  const base64 = match[2]!;
  // The decoded size from the text's length, before decoding anything too big.
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  const bytes = (base64.length / 4) * 3 - padding;
  if (bytes > IMAGE_MAX_BYTES) return `${rule}: it has ${bytes} bytes`;
  const content = Buffer.from(base64, 'base64');
  const kind = imageKindOf(content);
  if (!kind) return `${rule}: its content is neither`;
  const size = imageSizeProblem(content);
  if (size) return `${at} ${size}`;
  return { kind, bytes };
}

/**
 * The application's remark (trimmed, '' when none) and image facts, or the first §5 rule it breaks.
 * The declared type is not trusted either way: a png sent as image/jpeg is still a png, a gif sent
 * as image/png is refused.
 */
export function checkApplication(input: {
  remark?: unknown;
  images?: unknown;
}): { remark: string; images: ImageFacts[] } | string {
  const remark = typeof input.remark === 'string' ? input.remark.trim() : '';
  // Characters as a person counts them (code points), not UTF-16 units.
  if ([...remark].length > REMARK_MAX_CHARS)
    return `/remark must be at most ${REMARK_MAX_CHARS} characters`;
  const images = input.images ?? [];
  if (!Array.isArray(images) || images.length > MAX_IMAGES)
    return `/images must hold at most ${MAX_IMAGES} png or jpg images`;
  const facts: ImageFacts[] = [];
  for (const [i, image] of images.entries()) {
    const checked = checkImage(image, i);
    if (typeof checked === 'string') return checked;
    facts.push(checked);
  }
  return { remark, images: facts };
}
