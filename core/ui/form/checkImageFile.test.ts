// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { checkImageFile, MAX_IMAGE_BYTES } from './checkImageFile';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 16];
const GIF = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61]; // GIF89a

const file = (bytes: number[], name: string, type = '') =>
  new File([new Uint8Array(bytes)], name, { type });

describe('checkImageFile', () => {
  it('accepts PNG and JPEG by their first bytes, labelled by content', async () => {
    const png = await checkImageFile(file(PNG, 'proof.png', 'image/png'));
    expect(png).toEqual({
      ok: true,
      image: {
        name: 'proof.png',
        bytes: PNG.length,
        dataUrl: expect.stringMatching(/^data:image\/png;base64,iVBORw0KGgo/),
      },
    });
    // a JPEG with a wrong name and type is still a JPEG
    const jpeg = await checkImageFile(file(JPEG, 'photo.gif', 'image/gif'));
    expect(jpeg.ok && jpeg.image.dataUrl).toMatch(/^data:image\/jpeg;base64,\/9j\//);
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

  it('refuses a file over the limit without reading it', async () => {
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
