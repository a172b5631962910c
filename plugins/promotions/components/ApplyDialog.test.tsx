// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TINY_PNG } from '../../../core/api/wire/testing/imageBytes';
import { clearToasts, toasts } from '../../../core/ui/toast/toasts';
import EN from '../locales/page/EN.json';
import { ApplyDialog } from './ApplyDialog';
import { renderWithQueries, setUpTexts } from './testSetup';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../../core/api/request', () => ({ request }));
vi.mock('../../../core/runtime/provided', () => ({
  useProvided: () => false,
  useService: () => () => Promise.reject(new Error('no wallet')),
}));

// jsdom cannot decode images: the decoder stands in, drawing a 1×1 PNG again as itself.
vi.mock('../../../core/ui/form/reencodeImage', () => ({
  reencodeImage: (source: Blob) => Promise.resolve({ width: 1, height: 1, blob: source }),
}));

const PNG = [...TINY_PNG];
const GIF = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61];
const file = (name: string, head: number[], size = Math.max(64, head.length)) => {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new File([bytes], name, { type: name.endsWith('.gif') ? 'image/gif' : 'image/png' });
};

beforeAll(setUpTexts);
beforeEach(() => {
  request.mockReset();
  request.mockResolvedValue({ promotionId: 'p1', status: 'APPLYING', amount: 0 });
});
afterEach(() => {
  cleanup();
  clearToasts();
});

function open() {
  const onClose = vi.fn();
  renderWithQueries(<ApplyDialog promotionId="p1" title="First deposit" onClose={onClose} />);
  return onClose;
}
const choose = async (files: File[]) => {
  await act(async () => {
    fireEvent.change(screen.getByLabelText(EN.apply.images), { target: { files } });
  });
};

describe('ApplyDialog', () => {
  it('counts the remark live and refuses 141 characters with the §5 rule, sending nothing', async () => {
    open();
    const remark = screen.getByLabelText(EN.apply.remark);
    fireEvent.change(remark, { target: { value: 'x'.repeat(141) } });
    expect(screen.getByText('141 of 140 characters')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: EN.apply.send }));
    expect((await screen.findByRole('alert')).textContent).toBe(EN.apply.remark_too_long);
    expect(remark.getAttribute('aria-invalid')).toBe('true');
    expect(request).not.toHaveBeenCalled();
  });

  it('refuses a gif renamed .png and a fourth image, then sends the remark and the images', async () => {
    const onClose = open();
    await choose([file('renamed.png', GIF)]);
    expect(screen.getByText('“renamed.png” is not a PNG or JPG image.')).toBeTruthy();
    await choose([file('a.png', PNG), file('b.png', PNG), file('c.png', PNG), file('d.png', PNG)]);
    expect(screen.getByText('You can add at most 3 images.')).toBeTruthy();
    await choose([file('a.png', PNG), file('b.png', PNG)]);
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(2));
    fireEvent.change(screen.getByLabelText(EN.apply.remark), { target: { value: ' my deposit ' } });
    fireEvent.click(screen.getByRole('button', { name: EN.apply.send }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(request).toHaveBeenCalledTimes(1);
    const [name, params] = request.mock.calls[0]!;
    expect(name).toBe('promotionApply');
    expect(params.promotionId).toBe('p1');
    expect(params.remark).toBe('my deposit');
    expect(params.images).toHaveLength(2);
    expect(params.images[0]).toMatch(/^data:image\/png;base64,/);
    expect(toasts.list[0]?.body).toBe(EN.done.apply);
  });

  it('refuses an image over 5 MB before reading it', async () => {
    open();
    const big = file('big.png', PNG);
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
    await choose([big]);
    expect(screen.getByText('“big.png” is larger than 5 MB.')).toBeTruthy();
  });
});
