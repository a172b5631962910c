// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initCoreTexts } from '../../i18n/testing/initCoreTexts';
import { useAmountAndPassword } from './useAmountAndPassword';

beforeAll(initCoreTexts);

describe('useAmountAndPassword', () => {
  it('marks both fields on validate, clears a field’s rule as it is typed in, and empties both', () => {
    const { result } = renderHook(() => useAmountAndPassword({ min: 10, max: 100 }));
    expect(result.current.amountField.error).toBeUndefined();
    let valid = true;
    act(() => void (valid = result.current.validate()));
    expect(valid).toBe(false);
    expect(result.current.amountField.error).not.toBeNull();
    expect(result.current.passwordField.error).toEqual(expect.any(String));

    act(() => result.current.amountField.onChange('50'));
    act(() => result.current.passwordField.onChange('135790'));
    expect(result.current.amountField.error).toBeUndefined();
    expect(result.current.passwordField.error).toBeUndefined();
    act(() => void (valid = result.current.validate()));
    expect(valid).toBe(true);
    expect([result.current.amount, result.current.password]).toEqual(['50', '135790']);

    act(() => result.current.clear());
    expect([result.current.amount, result.current.password]).toEqual(['', '']);
  });
});
