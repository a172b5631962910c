// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import MEMBER_TEXTS from '../../i18n/locales/member/EN.json';
import { initCoreTexts } from '../../i18n/testing/initCoreTexts';
import { AmountField, type AmountFieldProps } from './AmountField';
import { checkAmount } from './checkAmount';

beforeAll(initCoreTexts);
afterEach(cleanup);

function Form(props: Partial<AmountFieldProps>) {
  const [value, setValue] = useState('');
  return (
    <AmountField
      label="Deposit amount"
      min={100}
      max={50_000}
      value={value}
      onChange={setValue}
      {...props}
    />
  );
}

const input = () => screen.getByLabelText('Deposit amount');
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });

describe('AmountField', () => {
  it('is a labelled decimal input with the limits as its hint', () => {
    render(<Form available={8888} />);
    expect(input().getAttribute('inputmode')).toBe('decimal');
    const hint = document.getElementById(input().getAttribute('aria-describedby')!);
    expect(hint?.textContent).toBe('Min 100.00, max 50,000.00 · Available 8,888.00');
  });

  it('shows the rule that failed once the person leaves the field, tied to the input', () => {
    render(<Form available={8888} />);
    type('50');
    expect(screen.queryByRole('alert')).toBeNull(); // not while typing the first time
    fireEvent.blur(input());
    expect(screen.getByRole('alert').textContent).toBe('The amount must be at least 100.00.');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(input().getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
    type('9000');
    expect(screen.getByRole('alert').textContent).toBe(
      'The amount is more than your available balance of 8,888.00.',
    );
    type('60000');
    expect(screen.getByRole('alert').textContent).toBe('The amount must be at most 50,000.00.');
    type('1.234');
    expect(screen.getByRole('alert').textContent).toBe(MEMBER_TEXTS.amount.decimals);
    type('1,000');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input().getAttribute('aria-invalid')).toBeNull();
  });

  it('fills the amount from a preset button and marks the one chosen', () => {
    render(<Form presets={[100, 500, 1000]} />);
    const group = screen.getByRole('group', { name: MEMBER_TEXTS.amount.presets });
    expect(group.textContent).toBe('100.00500.001,000.00');
    fireEvent.click(screen.getByRole('button', { name: '1,000.00' }));
    expect(input()).toHaveProperty('value', '1000');
    expect(screen.getByRole('button', { name: '1,000.00' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: '500.00' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });

  it('shows the error it is given instead of its own: a rule or a platform text', () => {
    const { rerender } = render(<Form error={checkAmount('', { min: 100, max: 50_000 })} />);
    expect(screen.getByRole('alert').textContent).toBe(MEMBER_TEXTS.amount.required);
    rerender(<Form error="Insufficient balance" />);
    expect(screen.getByRole('alert').textContent).toBe('Insufficient balance');
    rerender(<Form error={null} />);
    type('1');
    fireEvent.blur(input());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
