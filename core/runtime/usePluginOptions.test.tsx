// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { AuthOptions } from '../../generated/plugins/auth';
import { RuntimeProvider, usePluginOptions, type Runtime } from './RuntimeContext';

const auth: AuthOptions = {
  loginMethods: ['sms', 'username'],
  rememberMe: false,
  dialingCode: '855',
  termsUrl: '/help#term',
};

function withSite(plugins: Record<string, unknown>) {
  const runtime = { site: { plugins } } as unknown as Runtime;
  return ({ children }: { children: ReactNode }) => (
    <RuntimeProvider value={runtime}>{children}</RuntimeProvider>
  );
}

describe('usePluginOptions', () => {
  it("returns the plugin's prepared block as it is, typed from its schema", () => {
    const { result } = renderHook(() => usePluginOptions('auth'), {
      wrapper: withSite({ auth }),
    });
    expect(result.current).toBe(auth);
    // Defaulted properties are never optional: no fallback needed at the call site.
    const remember: boolean = result.current.rememberMe;
    expect(remember).toBe(false);
  });

  it('accepts only plugin ids that have an options schema (checked by the compiler)', () => {
    // Never called: typecheck (npm run typecheck) is what this test runs.
    const useTypesOnly = () => {
      // @ts-expect-error an unknown plugin id does not compile
      usePluginOptions('no-such-plugin');
      // @ts-expect-error options are typed: rememberMe is a boolean, not a string
      const wrong: string = usePluginOptions('auth').rememberMe;
      return wrong;
    };
    expect(typeof useTypesOnly).toBe('function');
  });
});
