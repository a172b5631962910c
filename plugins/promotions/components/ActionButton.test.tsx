// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../core/session/session';
import { ui } from '../../../core/runtime/ui';
import { clearToasts } from '../../../core/ui/toast/toasts';
import EN from '../locales/page/EN.json';
import type { ActionTarget } from './ActionButton';
import { ActionButton } from './ActionButton';
import MemberActionButton from './MemberActionButton';
import { renderWithQueries, setUpTexts } from './testSetup';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../../core/api/request', () => ({ request }));
vi.mock('../../../core/runtime/provided', () => ({
  useProvided: () => false,
  useService: () => () => Promise.reject(new Error('no wallet')),
}));

const target = (over: Partial<ActionTarget> = {}): ActionTarget => ({
  promotionId: 'p9',
  title: 'Newcomer gift',
  kind: 'CLAIM',
  status: 'CLAIM',
  ...over,
});

beforeAll(setUpTexts);
beforeEach(() => {
  sessionStorage.clear();
  request.mockReset();
  session.isLogin = true;
  ui.modals.splice(0);
});
afterEach(() => {
  cleanup();
  clearToasts();
  session.isLogin = false;
});

// The member's button (signed in) is MemberActionButton; a visitor's, ActionButton's own.
describe('ActionButton', () => {
  it('claims once on a double click, with one idempotency key kept until the outcome is known', async () => {
    let resolve: (value: unknown) => void = () => undefined;
    request.mockImplementation(() => new Promise((r) => (resolve = r)));
    renderWithQueries(<MemberActionButton target={target()} onApply={() => undefined} />);
    const button = screen.getByRole('button', { name: EN.action.claim });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(request).toHaveBeenCalledTimes(1);
    const [name, params, options] = request.mock.calls[0]!;
    expect([name, params]).toEqual(['promotionClaim', { promotionId: 'p9' }]);
    expect(options.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    // kept while the call is out, so a reload asks what became of it rather than claiming again
    const open = JSON.parse(sessionStorage.getItem('wl.intent.promotionClaim.p9') ?? 'null');
    expect(open).toMatchObject({ operation: 'promotionClaim', key: options.idempotencyKey });
    await act(async () => resolve({ promotionId: 'p9', status: 'CLAIMED', amount: 8 }));
    await waitFor(() => expect(sessionStorage.getItem('wl.intent.promotionClaim.p9')).toBeNull());
    // a claim is paid once: the button stays off until the list drops it
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('draws a raffle and shows what was won', async () => {
    request.mockResolvedValue({ status: 'CLAIM', prize: 'Lucky 5', amount: 5, remainingDraws: 2 });
    renderWithQueries(
      <MemberActionButton
        target={target({ kind: 'RAFFLE', remainingDraws: 3 })}
        onApply={() => undefined}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: EN.action.draw }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'You won Lucky 5 (5.00). 2 draws left.',
    );
    expect(request.mock.calls[0]![0]).toBe('claimRafflePromotion');
  });

  it('opens the application form for apply now, and offers nothing for a waiting status', () => {
    const onApply = vi.fn();
    renderWithQueries(
      <MemberActionButton target={target({ kind: 'APPLY', status: 'JOIN' })} onApply={onApply} />,
    );
    fireEvent.click(screen.getByRole('button', { name: EN.action.apply }));
    expect(onApply).toHaveBeenCalled();
    cleanup();
    renderWithQueries(<ActionButton target={target({ status: 'APPLYING' })} onApply={onApply} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('asks a visitor to log in instead of acting', () => {
    session.isLogin = false;
    renderWithQueries(
      <ActionButton target={target({ kind: 'JOIN', status: 'JOIN' })} onApply={() => undefined} />,
    );
    fireEvent.click(screen.getByRole('button', { name: EN.action.join }));
    expect(request).not.toHaveBeenCalled();
    expect(ui.modals.map((m) => m.id)).toEqual(['login']);
  });

  it('shows the catalogue’s text when the claim is refused', async () => {
    const { ApiError } = await import('../../../core/api/ApiError');
    request.mockRejectedValue(
      new ApiError('OPERATION_NOT_ALLOWED', 'already claimed', 403, 'promotionClaim'),
    );
    renderWithQueries(<MemberActionButton target={target()} onApply={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: EN.action.claim }));
    expect((await screen.findByRole('alert')).textContent).toBeTruthy();
  });
});
