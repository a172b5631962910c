// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Field } from './Field';

afterEach(cleanup);

const describedBy = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('Field', () => {
  it('ties the error to the input and announces it', () => {
    render(<Field label="Nickname" name="nickname" error="Too short" />);
    const input = screen.getByLabelText('Nickname');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(input)).toEqual(['Too short']);
    expect(screen.getByRole('alert').textContent).toBe('Too short');
  });

  it('reads a hint with the input, before the error when both show', () => {
    const { rerender } = render(<Field label="Zalo" name="zalo" hint="Bind it for a reward" />);
    const input = screen.getByLabelText('Zalo');
    expect(describedBy(input)).toEqual(['Bind it for a reward']);
    expect(input.getAttribute('aria-invalid')).toBeNull();
    rerender(<Field label="Zalo" name="zalo" hint="Bind it for a reward" error="Digits only" />);
    expect(describedBy(screen.getByLabelText('Zalo'))).toEqual([
      'Bind it for a reward',
      'Digits only',
    ]);
  });

  it('describes nothing when there is neither', () => {
    render(<Field label="Nickname" name="nickname" />);
    expect(screen.getByLabelText('Nickname').getAttribute('aria-describedby')).toBeNull();
  });
});
