// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { pngHead, TINY_PNG } from '../../api/wire/testing/imageBytes';
import EN from '../../i18n/locales/EN.json';
import { initCoreTexts } from '../../i18n/testing/initCoreTexts';
import type { CheckedImage } from './checkImageFile';
import { UploadField } from './UploadField';

// jsdom cannot decode images: the decoder stands in, drawing a 1×1 PNG again as itself.
vi.mock('./reencodeImage', () => ({
  reencodeImage: (source: Blob) => Promise.resolve({ width: 1, height: 1, blob: source }),
}));

beforeAll(initCoreTexts);
afterEach(() => {
  cleanup();
  latest = [];
});

const PNG = [...TINY_PNG];
const GIF = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61];
const file = (bytes: number[] | Uint8Array, name: string) =>
  new File([new Uint8Array(bytes)], name);

let latest: CheckedImage[] = [];
function Form({ maxFiles }: { maxFiles?: number }) {
  const [images, setImages] = useState<CheckedImage[]>([]);
  return (
    <UploadField
      label="Proof of transfer"
      value={images}
      onChange={(next) => {
        latest = next;
        setImages(next);
      }}
      {...(maxFiles ? { maxFiles } : {})}
    />
  );
}

const input = () => screen.getByLabelText('Proof of transfer') as HTMLInputElement;
/** Chooses files as the browser's picker would; checking them reads files, so wait for it. */
const choose = async (...files: File[]) => {
  act(() => {
    fireEvent.change(input(), { target: { files } });
  });
  await waitFor(() => expect(input().getAttribute('aria-busy')).toBeNull());
};

describe('UploadField', () => {
  it('is a labelled picker for PNG and JPEG with the rules as its hint', () => {
    render(<Form />);
    expect(input().type).toBe('file');
    expect(input().accept).toBe('image/png,image/jpeg');
    expect(input().multiple).toBe(true);
    expect(document.getElementById(input().getAttribute('aria-describedby')!)?.textContent).toBe(
      'PNG or JPG, at most 5 MB each, up to 3 images.',
    );
  });

  it('adds the images that pass, names each refused one, and previews with alt text', async () => {
    render(<Form />);
    await choose(file(PNG, 'slip.png'), file(GIF, 'fake.png'));
    expect(latest.map((image) => [image.name, image.bytes])).toEqual([['slip.png', PNG.length]]);
    expect(screen.getByRole('alert').textContent).toBe('“fake.png” is not a PNG or JPG image.');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    const preview = screen.getByRole('img', { name: 'Preview of slip.png' }) as HTMLImageElement;
    expect(preview.src).toMatch(/^data:image\/png;base64,/);
  });

  it('names the rule a huge image breaks, in words, and adds nothing', async () => {
    render(<Form />);
    await choose(file(pngHead(20_000, 20_000), 'huge.png'));
    expect(screen.getByRole('alert').textContent).toBe(
      '“huge.png” is 20000 × 20000 pixels; an image may be at most 8000 pixels on a side and 40 megapixels.',
    );
    expect(latest).toEqual([]);
  });

  it('refuses more files than allowed, and removes an image with its button', async () => {
    render(<Form maxFiles={2} />);
    await choose(file(PNG, 'a.png'), file(PNG, 'b.png'), file(PNG, 'c.png'));
    expect(screen.getByRole('alert').textContent).toBe('You can add at most 2 images.');
    expect(latest).toEqual([]);
    await choose(file(PNG, 'a.png'), file(PNG, 'b.png'));
    expect(latest.map((image) => image.name)).toEqual(['a.png', 'b.png']);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input().disabled).toBe(true); // full
    fireEvent.click(screen.getByRole('button', { name: 'Remove a.png' }));
    expect(latest.map((image) => image.name)).toEqual(['b.png']);
    expect(input().disabled).toBe(false);
    expect(within(screen.getByRole('list')).getAllByRole('img')).toHaveLength(1);
  });

  it('shows the error the form adds', () => {
    render(
      <UploadField
        label="Proof"
        value={[]}
        onChange={() => undefined}
        error={EN.validation.required}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe(EN.validation.required);
  });
});
