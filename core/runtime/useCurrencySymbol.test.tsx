// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { RuntimeProvider, type Runtime } from './RuntimeContext';
import { useCurrencySymbol } from './useCurrencySymbol';

function withSymbol(currencySymbol: string) {
  const runtime = { permission: { currencySymbol } } as unknown as Runtime;
  return ({ children }: { children: ReactNode }) => (
    <RuntimeProvider value={runtime}>{children}</RuntimeProvider>
  );
}

describe('useCurrencySymbol', () => {
  it("returns the status call's currencySymbol", () => {
    const { result } = renderHook(() => useCurrencySymbol(), { wrapper: withSymbol('៛') });
    expect(result.current).toBe('៛');
  });

  it('returns an empty symbol when the platform sends only blanks', () => {
    const { result } = renderHook(() => useCurrencySymbol(), { wrapper: withSymbol('  ') });
    expect(result.current).toBe('');
  });

  it('returns an empty symbol outside the runtime', () => {
    const { result } = renderHook(() => useCurrencySymbol());
    expect(result.current).toBe('');
  });
});
