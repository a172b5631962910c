// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { badges } from '../../../core/runtime/badges';
import { queryClient } from '../../../core/runtime/queryClient';
import { ui } from '../../../core/runtime/ui';
import { session } from '../../../core/session/session';
import type { ContractRequest } from '../api';
import { contract, EN, renderContracts, setUpContractsTests } from '../testing/renderContracts';
import ContractPanel from './ContractPanel';
import { PANEL_SEEN_KEY, panelSeen, watchSignIn } from './watchSignIn';

const request = vi.fn();
vi.mock('../../../core/api/request', () => ({
  request: (...args: unknown[]) => request(...args) as unknown,
}));

const ALL_ON = {
  dailysalreqtype: true,
  divtypereq: true,
  contracthoursalreq: true,
  realtimesalreqtype: true,
  enableSalary: true,
  enableContract: true,
};

function signIn({ trial = false, token = 't1', agent = false } = {}) {
  session.token = token;
  session.member = { id: 1, account: 'agent11', username: 'agent11', nickname: 'A', type: 1 };
  session.isAgent = agent;
  session.isTrial = trial;
  session.isLogin = true;
}

beforeAll(setUpContractsTests);
beforeEach(() => {
  sessionStorage.clear();
  ui.modals.splice(0);
});
afterEach(() => {
  cleanup();
  request.mockReset();
  queryClient.clear();
  Object.assign(session, {
    token: null,
    member: null,
    isLogin: false,
    isTrial: false,
    consolidated: null,
  });
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('watchSignIn', () => {
  it('opens the panel once per session, after sign-in and the consolidated flags', async () => {
    const stop = watchSignIn();
    signIn();
    await flush();
    expect(ui.modals).toEqual([]); // the flags are not there yet
    session.consolidated = ALL_ON; // core saved the consolidated flags
    await flush();
    expect(ui.modals.map((m) => m.id)).toEqual(['contractPanel']);
    ui.modals.splice(0);
    session.firstTimeLogin = !session.firstTimeLogin;
    await flush();
    expect(ui.modals).toEqual([]); // not again for the same sign-in
    sessionStorage.setItem(PANEL_SEEN_KEY, '1');
    signIn({ token: 't2' }); // a reload or another tab of the same session
    await flush();
    expect(ui.modals).toEqual([]);
    stop();
  });

  it('never opens for a trial user, nor when no contract type is on', async () => {
    const stop = watchSignIn();
    session.consolidated = ALL_ON;
    signIn({ trial: true });
    await flush();
    expect(ui.modals).toEqual([]);
    session.consolidated = { ...ALL_ON, divtypereq: false, enableSalary: false };
    signIn({ token: 't3' });
    await flush();
    expect(ui.modals).toEqual([]);
    stop();
  });
});

describe('ContractPanel', () => {
  beforeEach(() => {
    session.consolidated = ALL_ON;
  });

  it('lists the requests waiting, asks only the types whose module is on, and sets the badges', async () => {
    request.mockImplementation((name: string, params: ContractRequest) =>
      Promise.resolve(
        name === 'dailySalaryContract' && params.action === 'requests'
          ? { contracts: [contract()], total: 1 }
          : { contracts: [], total: 0 },
      ),
    );
    signIn({ agent: true });
    const close = vi.fn();
    renderContracts(<ContractPanel close={close} data={undefined} />, [
      'AGENTPOLICY3',
      'DAILYSALCONT3',
      'SIGNCONDIV3',
    ]);
    const dialog = await screen.findByRole('dialog', { name: EN.panel.title });
    expect(within(dialog).getByText(EN.kinds.daily.title)).toBeTruthy();
    expect(within(dialog).getByText('agent01')).toBeTruthy();
    expect(within(dialog).getByText('50.00')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: `Open ${EN.kinds.daily.title}` })).toBeTruthy();
    expect(request.mock.calls.map((call) => call[0]).sort()).toEqual([
      'dailySalaryContract',
      'dividendContract',
    ]);
    expect(badges.agentDailyWages2).toBe(1);
    expect(panelSeen()).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject, agent01' }));
    expect(
      await screen.findByRole('dialog', { name: EN.answer.title.contract.reject }),
    ).toBeTruthy();
  });

  it('closes unseen when nothing waits', async () => {
    request.mockResolvedValue({ contracts: [], total: 0 });
    signIn();
    const close = vi.fn();
    renderContracts(<ContractPanel close={close} data={undefined} />);
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(panelSeen()).toBe(true);
  });
});
