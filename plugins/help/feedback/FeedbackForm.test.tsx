// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../core/api/ApiError';
import CORE from '../../../core/i18n/locales/EN.json';
import EN from '../locales/EN.json';
import { FeedbackForm } from './FeedbackForm';
import type { QuestionType } from './feedbackRules';

const sendFeedback = vi.fn();
const fetchCaptcha = vi.fn();
vi.mock('../api', () => ({
  sendFeedback: (input: unknown) => sendFeedback(input),
}));
vi.mock('../../../core/ui/form/captchaImage', () => ({
  fetchCaptcha: () => fetchCaptcha(),
}));

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    ns: ['help', 'core'],
    resources: { EN: { help: EN, core: CORE } },
    react: { useSuspense: false },
  });
});
beforeEach(() => {
  sendFeedback.mockReset();
  fetchCaptcha.mockReset();
  fetchCaptcha.mockResolvedValue({ image: 'data:image/svg+xml;base64,AA==', id: 'c1' });
});
afterEach(cleanup);

function renderForm(onSent = vi.fn(), initialType: QuestionType | null = null) {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <FeedbackForm onSent={onSent} initialType={initialType} />
    </QueryClientProvider>,
  );
  return onSent;
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: EN.feedback.submit }));
const fill = (type: string, description: string, captcha: string) => {
  fireEvent.change(screen.getByLabelText(EN.feedback.type), { target: { value: type } });
  fireEvent.change(screen.getByLabelText(EN.feedback.description), {
    target: { value: description },
  });
  fireEvent.change(screen.getByLabelText(EN.feedback.captcha), { target: { value: captcha } });
};

describe('FeedbackForm', () => {
  it('offers the six question types in the spec order', () => {
    renderForm();
    const options = [...(screen.getByLabelText(EN.feedback.type) as HTMLSelectElement).options];
    expect(options.map((option) => option.value)).toEqual(['', '1', '2', '3', '4', '6', '0']);
  });

  it('opens on the question type its opener chose, still changeable', () => {
    renderForm(vi.fn(), 6);
    const select = screen.getByLabelText(EN.feedback.type) as HTMLSelectElement;
    expect(select.value).toBe('6');
    expect(select.selectedOptions[0]?.textContent).toBe(EN.feedback.types['6']);
    fireEvent.change(select, { target: { value: '1' } });
    expect(select.value).toBe('1');
  });

  it('names the empty field and sends nothing', () => {
    renderForm();
    fill('3', '   ', 'AB12');
    submit();
    expect(screen.getByRole('alert').textContent).toBe('Description cannot be empty');
    expect(screen.getByLabelText(EN.feedback.description).getAttribute('aria-invalid')).toBe(
      'true',
    );
    fill('', 'text', 'AB12');
    submit();
    expect(screen.getByRole('alert').textContent).toBe('Question type cannot be empty');
    expect(sendFeedback).not.toHaveBeenCalled();
  });

  it('caps the description at 200 characters and counts them', () => {
    renderForm();
    const area = screen.getByLabelText(EN.feedback.description) as HTMLTextAreaElement;
    fireEvent.change(area, { target: { value: 'x'.repeat(230) } });
    expect(area.value).toHaveLength(200);
    expect(screen.getByText('200/200')).toBeTruthy();
  });

  it('sends the trimmed content with type and captcha', async () => {
    sendFeedback.mockResolvedValue({ feedbackId: 'FB1' });
    const onSent = renderForm();
    // the captcha id goes along once the image has arrived
    await waitFor(() => expect(document.querySelector('.wl-captcha__image img')).not.toBeNull());
    fill('0', '  My deposit is late  ', ' ab12 ');
    submit();
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(sendFeedback).toHaveBeenCalledWith({
      content: 'My deposit is late',
      type: 0,
      captcha: 'ab12',
      captchaId: 'c1',
    });
  });

  it('shows the catalogue message of a failure', async () => {
    sendFeedback.mockRejectedValue(new ApiError('CAPTCHA_FAILED', 'bad', 400, 'feedback'));
    renderForm();
    fill('1', 'late', 'zzzz');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(CORE.errors.captcha_failed);
    expect((screen.getByLabelText(EN.feedback.captcha) as HTMLInputElement).value).toBe('');
  });
});
