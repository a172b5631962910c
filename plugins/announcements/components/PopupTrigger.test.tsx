// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RuntimeProvider, type Runtime } from '../../../core/runtime/RuntimeContext';
import { ui } from '../../../core/runtime/ui';
import { session } from '../../../core/session/session';
import { markPopupClosed } from '../popups/popupClosed';
import PopupTrigger from './PopupTrigger';

let popups: { id: string; type: 'PU'; title: string; execution: 'A' | 'B' | 'F' }[] = [];
let settled = true;
vi.mock('../api', () => ({ useAnnouncements: () => ({ data: { popups } }) }));
vi.mock('../popups/usePageSettled', () => ({ usePageSettled: () => settled }));

// Options as the page receives them: complete, the schema's defaults filled in at build time.
const runtime = {
  site: { plugins: { announcements: { popups: true, popupDelayMs: 1500 } } },
} as unknown as Runtime;
const renderTrigger = () =>
  render(
    <RuntimeProvider value={runtime}>
      <PopupTrigger />
    </RuntimeProvider>,
  );

beforeEach(() => {
  popups = [{ id: 'b', type: 'PU', title: 'B', execution: 'B' }];
  settled = true;
  ui.modals.splice(0);
  session.isLogin = false;
  session.firstTimeLogin = false;
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('PopupTrigger', () => {
  it('opens the popup modal for a visitor with popups', () => {
    renderTrigger();
    expect(ui.modals).toEqual([{ id: 'publicModal' }]);
  });

  it('waits until the page has settled', () => {
    settled = false;
    renderTrigger();
    expect(ui.modals).toEqual([]);
  });

  it('never opens over another dialog: it waits until that one is closed', async () => {
    ui.modals.push({ id: 'login', data: undefined });
    renderTrigger();
    expect(ui.modals.map((modal) => modal.id)).toEqual(['login']);
    await act(async () => {
      ui.modals.splice(0);
    });
    expect(ui.modals).toEqual([{ id: 'publicModal' }]);
  });

  it('stays shut once the visitor closed the popups this session', () => {
    markPopupClosed('ANONYMOUS_POPUP');
    renderTrigger();
    expect(ui.modals).toEqual([]);
  });

  it('does nothing when no popup is for this viewer', () => {
    popups = [{ id: 'a', type: 'PU', title: 'A', execution: 'A' }];
    renderTrigger();
    expect(ui.modals).toEqual([]);
  });

  it('opens the member popups after login even if the visitor closed theirs', async () => {
    popups.push({ id: 'a', type: 'PU', title: 'A', execution: 'A' });
    markPopupClosed('ANONYMOUS_POPUP');
    renderTrigger();
    expect(ui.modals).toEqual([]);
    // valtio tells subscribers after a microtask
    await act(async () => {
      session.isLogin = true;
    });
    expect(ui.modals).toEqual([{ id: 'publicModal' }]);
  });

  it('adds the first-login popups on the first login only', async () => {
    popups = [{ id: 'f', type: 'PU', title: 'F', execution: 'F' }];
    await act(async () => {
      session.isLogin = true;
    });
    renderTrigger();
    expect(ui.modals).toEqual([]);
    await act(async () => {
      session.firstTimeLogin = true;
    });
    expect(ui.modals).toEqual([{ id: 'publicModal' }]);
  });
});
