// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import EN from '../../i18n/locales/EN.json';
import { initCoreTexts } from '../../i18n/testing/initCoreTexts';
import type { CheckedImage } from './checkImageFile';
import { UploadField } from './UploadField';

beforeAll(initCoreTexts);
afterEach(() => {
  cleanup();
  latest = [];
});

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0];
const GIF = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61];
const file = (bytes: number[], name: string) => new File([new Uint8Array(bytes)], name);

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
const choose = (...files: File[]) =>
  act(async () => {
    fireEvent.change(input(), { target: { files } });
    await new Promise((resolve) => setTimeout(resolve, 20));
  });

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
