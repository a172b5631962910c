// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import MEMBER_TEXTS from '../../i18n/locales/member/EN.json';
import { initCoreTexts } from '../../i18n/testing/initCoreTexts';
import { FundsPasswordField } from './FundsPasswordField';

beforeAll(initCoreTexts);
afterEach(cleanup);

function Form({ error }: { error?: string | null }) {
  const [value, setValue] = useState('');
  return (
    <FundsPasswordField
      value={value}
      onChange={setValue}
      {...(error === undefined ? {} : { error })}
    />
  );
}

const input = () => screen.getByLabelText(MEMBER_TEXTS.funds_password.label);

describe('FundsPasswordField', () => {
  it('is a labelled numeric password field the browser does not fill', () => {
    render(<Form />);
    expect(input().getAttribute('type')).toBe('password');
    expect(input().getAttribute('autocomplete')).toBe('off');
    expect(input().getAttribute('inputmode')).toBe('numeric');
    expect(input().getAttribute('aria-describedby')).toContain(
      screen.getByText(MEMBER_TEXTS.funds_password.hint).id,
    );
  });

  it('names the 6-digit rule after the person leaves the field', () => {
    render(<Form />);
    fireEvent.change(input(), { target: { value: '12a' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.blur(input());
    expect(screen.getByRole('alert').textContent).toBe(MEMBER_TEXTS.funds_password.six_digits);
    fireEvent.change(input(), { target: { value: '123456' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the error it is given, e.g. the wrong funds password from the platform', () => {
    render(<Form error={MEMBER_TEXTS.errors.funds_password_wrong} />);
    expect(screen.getByRole('alert').textContent).toBe(MEMBER_TEXTS.errors.funds_password_wrong);
  });
});
