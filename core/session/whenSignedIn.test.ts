import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, session } from './session';
import { whenSignedIn } from './whenSignedIn';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => clearSession());

describe('whenSignedIn', () => {
  it('starts at once in a signed-in tab', () => {
    session.isLogin = true;
    const start = vi.fn();
    whenSignedIn(start);
    expect(start).toHaveBeenCalledOnce();
  });

  it("waits for a visitor's first sign-in, then starts once only", async () => {
    const start = vi.fn();
    whenSignedIn(start);
    session.token = 'changed, still a visitor';
    await settle();
    expect(start).not.toHaveBeenCalled();
    session.isLogin = true;
    await settle();
    session.isLogin = false;
    await settle();
    session.isLogin = true;
    await settle();
    expect(start).toHaveBeenCalledOnce();
  });
});
