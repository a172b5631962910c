// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jpegHead, pngHead, TINY_PNG } from '../../api/wire/testing/imageBytes';
import { checkImageFile, MAX_IMAGE_BYTES } from './checkImageFile';
import type { Reencoded } from './reencodeImage';

// jsdom cannot decode images: the decoder stands in, drawing what the header says unless told not to.
const reencodeImage = vi.hoisted(() => vi.fn());
vi.mock('./reencodeImage', () => ({ reencodeImage }));

const PNG = [...TINY_PNG];
const JPEG = [...jpegHead(640, 480)];
const GIF = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61]; // GIF89a
/** What the decoder gives back: the picture alone, a few bytes, labelled with its type. */
const DRAWN_PNG = new Uint8Array([...TINY_PNG.slice(0, 8), 1, 2, 3]);

const file = (bytes: number[] | Uint8Array, name: string, type = '') =>
  new File([new Uint8Array(bytes)], name, { type });
const drawn = (width: number, height: number, type: string, bytes = DRAWN_PNG): Reencoded => ({
  width,
  height,
  blob: new Blob([bytes], { type }),
});

beforeEach(() => {
  reencodeImage.mockReset();
  reencodeImage.mockImplementation(async (_source: Blob, type: string) =>
    type === 'image/png' ? drawn(1, 1, type) : drawn(640, 480, type),
  );
});

describe('checkImageFile', () => {
  it('accepts PNG and JPEG by their first bytes and sends them drawn again, labelled by content', async () => {
    const png = await checkImageFile(file(PNG, 'proof.png', 'image/png'));
    expect(png).toEqual({
      ok: true,
      image: {
        name: 'proof.png',
        bytes: DRAWN_PNG.length,
        dataUrl: `data:image/png;base64,${btoa(String.fromCharCode(...DRAWN_PNG))}`,
      },
    });
    expect(reencodeImage).toHaveBeenCalledWith(expect.any(Blob), 'image/png');
    // a JPEG with a wrong name and type is still a JPEG, and drawn again as one
    const jpeg = await checkImageFile(file(JPEG, 'photo.gif', 'image/gif'));
    expect(jpeg.ok && jpeg.image.dataUrl).toMatch(/^data:image\/jpeg;base64,/);
    expect(reencodeImage).toHaveBeenLastCalledWith(expect.any(Blob), 'image/jpeg');
  });

  it('sends a good image as the decoder drew it, without what was hidden after it', async () => {
    const polyglot = new Uint8Array([
      ...TINY_PNG,
      ...new TextEncoder().encode('<html><script>alert(1)</script></html>'),
    ]);
    const check = await checkImageFile(file(polyglot, 'receipt.png', 'image/png'));
    expect(check.ok).toBe(true);
    const sent = atob((check.ok && check.image.dataUrl.split(',')[1]) || '');
    expect(sent).not.toContain('<html>');
    expect(check.ok && check.image.bytes).toBe(DRAWN_PNG.length);
  });

  it('refuses an image larger than 8000 pixels a side or 40 megapixels, in words, before decoding', async () => {
    // 20000×20000 stated in a few bytes: it would take 1.6 GB to decode
    expect(await checkImageFile(file(pngHead(20_000, 20_000), 'huge.png'))).toEqual({
      ok: false,
      problem: {
        key: 'upload.too_many_pixels',
        values: {
          name: 'huge.png',
          maxMb: 5,
          width: 20_000,
          height: 20_000,
          maxSide: 8000,
          maxMegapixels: 40,
        },
      },
    });
    expect(await checkImageFile(file(jpegHead(8000, 5001), 'wide.jpg'))).toMatchObject({
      ok: false,
      problem: { key: 'upload.too_many_pixels', values: { width: 8000, height: 5001 } },
    });
    expect(reencodeImage).not.toHaveBeenCalled();
  });

  it('refuses what does not decode as the type it claims: a PNG header over an HTML page', async () => {
    reencodeImage.mockResolvedValue(null); // as createImageBitmap rejects it
    const polyglot = new Uint8Array([
      ...pngHead(1, 1),
      ...new TextEncoder().encode('<html><script>alert(1)</script></html>'),
    ]);
    expect(await checkImageFile(file(polyglot, 'page.png', 'image/png'))).toEqual({
      ok: false,
      problem: { key: 'upload.not_decodable', values: { name: 'page.png', maxMb: 5, kind: 'PNG' } },
    });
    // a signature with no header at all is not decoded
    reencodeImage.mockClear();
    expect(await checkImageFile(file([...PNG.slice(0, 8), 0, 0], 'bare.png'))).toMatchObject({
      ok: false,
      problem: { key: 'upload.not_decodable' },
    });
    expect(reencodeImage).not.toHaveBeenCalled();
    // a header that lies about the size of what decodes
    reencodeImage.mockResolvedValue(drawn(2, 2, 'image/png'));
    expect(await checkImageFile(file(PNG, 'liar.png'))).toMatchObject({
      ok: false,
      problem: { key: 'upload.not_decodable', values: { kind: 'PNG' } },
    });
  });

  it('takes a photo turned by its orientation', async () => {
    reencodeImage.mockResolvedValue(drawn(480, 640, 'image/jpeg'));
    expect((await checkImageFile(file(JPEG, 'portrait.jpg'))).ok).toBe(true);
  });

  it('refuses anything else by content, whatever its name says', async () => {
    expect(await checkImageFile(file(GIF, 'receipt.png', 'image/png'))).toEqual({
      ok: false,
      problem: { key: 'upload.wrong_type', values: { name: 'receipt.png', maxMb: 5 } },
    });
    expect(await checkImageFile(file([0x89, 0x50], 'short.png'))).toMatchObject({
      ok: false,
      problem: { key: 'upload.wrong_type' },
    });
    expect(await checkImageFile(file([], 'empty.jpg'))).toMatchObject({ ok: false });
  });

  it('refuses a file over the limit without reading it, and one that grew over it when drawn', async () => {
    const big = new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], 'big.png');
    const slice = vi.spyOn(big, 'slice');
    expect(await checkImageFile(big)).toEqual({
      ok: false,
      problem: { key: 'upload.too_big', values: { name: 'big.png', maxMb: 5 } },
    });
    expect(slice).not.toHaveBeenCalled();
    const atLimit = await checkImageFile(file(PNG, 'small.png'), { maxBytes: PNG.length });
    expect(atLimit.ok).toBe(true);
    expect(
      await checkImageFile(file(PNG, 'small.png'), { maxBytes: PNG.length - 1 }),
    ).toMatchObject({ ok: false, problem: { key: 'upload.too_big' } });
    reencodeImage.mockResolvedValue(drawn(1, 1, 'image/png', new Uint8Array(PNG.length + 1)));
    expect(await checkImageFile(file(PNG, 'grew.png'), { maxBytes: PNG.length })).toMatchObject({
      ok: false,
      problem: { key: 'upload.too_big' },
    });
  });

  it('says when a file cannot be read', async () => {
    const broken = file(PNG, 'gone.png');
    vi.spyOn(broken, 'slice').mockImplementation(() => {
      throw new DOMException('gone', 'NotReadableError');
    });
    expect(await checkImageFile(broken)).toMatchObject({
      ok: false,
      problem: { key: 'upload.unreadable' },
    });
  });
});
