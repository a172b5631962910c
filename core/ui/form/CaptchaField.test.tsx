// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import EN from '../../i18n/locales/EN.json';
import { initCoreTexts } from '../../i18n/testing/initCoreTexts';
import { CaptchaField } from './CaptchaField';
import { useCaptcha } from './useCaptcha';

const fetchCaptcha = vi.fn();
vi.mock('./captchaImage', () => ({ fetchCaptcha: () => fetchCaptcha() }));

beforeAll(initCoreTexts);
let clock = 1_000_000;
beforeEach(() => {
  let drawn = 0;
  fetchCaptcha.mockReset();
  fetchCaptcha.mockImplementation(() => {
    drawn += 1;
    return Promise.resolve({ image: `data:image/png;base64,IMG${drawn}`, id: `c${drawn}` });
  });
  vi.spyOn(Date, 'now').mockImplementation(() => clock);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Harness({ enabled = true, label }: { enabled?: boolean; label?: string }) {
  const captcha = useCaptcha('test', enabled);
  return (
    <>
      <CaptchaField captcha={captcha} {...(label ? { label, invalid: true } : {})} />
      <output>{captcha.id}</output>
      <button type="button" onClick={captcha.renew}>
        Answer spent
      </button>
    </>
  );
}

function renderHarness(props: { enabled?: boolean; label?: string } = {}) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Harness {...props} />
    </QueryClientProvider>,
  );
}

const image = () => screen.findByRole('img', { name: EN.captcha.image });
const refreshButton = () => screen.getByRole('button', { name: EN.captcha.refresh });

describe('CaptchaField', () => {
  it('shows the image with its id and asks for another one on click', async () => {
    renderHarness();
    expect((await image()).getAttribute('src')).toBe('data:image/png;base64,IMG1');
    expect(screen.getByRole('status').textContent).toBe('c1');
    clock += 1500;
    fireEvent.click(refreshButton());
    await waitFor(async () =>
      expect((await image()).getAttribute('src')).toBe('data:image/png;base64,IMG2'),
    );
    expect(screen.getByRole('status').textContent).toBe('c2');
  });

  it('ignores refreshes closer than a second apart (§9)', async () => {
    renderHarness();
    await image();
    clock += 1500;
    fireEvent.click(refreshButton());
    clock += 400;
    fireEvent.click(refreshButton());
    await waitFor(() => expect(fetchCaptcha).toHaveBeenCalledTimes(2));
    clock += 700;
    fireEvent.click(refreshButton());
    await waitFor(() => expect(fetchCaptcha).toHaveBeenCalledTimes(3));
  });

  it('empties the answer and draws a new image once the answer is spent', async () => {
    renderHarness();
    await image();
    const answer = screen.getByLabelText(EN.captcha.label, { selector: 'input' });
    fireEvent.change(answer, { target: { value: 'AB12' } });
    expect(answer).toHaveProperty('value', 'AB12');
    clock += 1500;
    await act(
      async () => void fireEvent.click(screen.getByRole('button', { name: 'Answer spent' })),
    );
    expect(answer).toHaveProperty('value', '');
    await waitFor(() => expect(fetchCaptcha).toHaveBeenCalledTimes(2));
  });

  it('fetches nothing until the form asks for a captcha', () => {
    renderHarness({ enabled: false });
    expect(fetchCaptcha).not.toHaveBeenCalled();
    // without an image the button says what it does
    expect(refreshButton().textContent).toBe(EN.captcha.refresh);
  });

  it("takes a form's own label and marks the answer invalid without a text", async () => {
    renderHarness({ label: 'Verification code' });
    await image();
    const answer = screen.getByLabelText('Verification code');
    expect(answer.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
