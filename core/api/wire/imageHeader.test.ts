import { describe, expect, it } from 'vitest';
import {
  IMAGE_MAX_PIXELS,
  IMAGE_MAX_SIDE,
  imageTypeOf,
  readImageHeader,
  withinImageLimits,
} from './imageHeader';
import { jpegHead, pngHead, TINY_PNG } from './testing/imageBytes';

describe('readImageHeader', () => {
  it('reads the size a PNG or JPEG states, without decoding anything', () => {
    expect(readImageHeader(TINY_PNG)).toEqual({ type: 'image/png', width: 1, height: 1 });
    expect(readImageHeader(pngHead(20_000, 20_000))).toEqual({
      type: 'image/png',
      width: 20_000,
      height: 20_000,
    });
    expect(readImageHeader(jpegHead(640, 480))).toEqual({
      type: 'image/jpeg',
      width: 640,
      height: 480,
    });
    // a progressive JPEG (SOF2) after fill bytes states its size the same way
    const progressive = jpegHead(300, 200);
    progressive[21] = 0xc2;
    const filled = new Uint8Array([0xff, 0xd8, 0xff, ...progressive.slice(2)]);
    expect(readImageHeader(filled)).toMatchObject({ width: 300, height: 200 });
  });

  it('reads nothing from a signature without a header, a zero size, or another type', () => {
    const signatureOnly = new Uint8Array(64);
    signatureOnly.set(TINY_PNG.slice(0, 8));
    expect(imageTypeOf(signatureOnly)).toBe('image/png');
    expect(readImageHeader(signatureOnly)).toBeNull();
    expect(readImageHeader(pngHead(0, 10))).toBeNull();
    expect(readImageHeader(jpegHead(640, 480).slice(0, 24))).toBeNull();
    expect(readImageHeader(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 2]))).toBeNull();
    const gif = new TextEncoder().encode('GIF89a\x01\x00\x01\x00');
    expect(imageTypeOf(gif)).toBeNull();
    expect(readImageHeader(gif)).toBeNull();
  });
});

describe('withinImageLimits', () => {
  it('takes up to 8000 pixels a side and 40 megapixels, and nothing more', () => {
    expect([IMAGE_MAX_SIDE, IMAGE_MAX_PIXELS]).toEqual([8000, 40_000_000]);
    expect(withinImageLimits({ width: 8000, height: 5000 })).toBe(true);
    expect(withinImageLimits({ width: 8001, height: 1 })).toBe(false);
    expect(withinImageLimits({ width: 1, height: 8001 })).toBe(false);
    expect(withinImageLimits({ width: 8000, height: 5001 })).toBe(false);
    expect(withinImageLimits({ width: 20_000, height: 20_000 })).toBe(false);
  });
});
