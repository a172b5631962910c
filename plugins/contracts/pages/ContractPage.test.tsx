// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../core/runtime/queryClient';
import { session } from '../../../core/session/session';
import type { Contract, ContractRequest } from '../api';
import { contract, EN, renderContracts, setUpContractsTests } from '../testing/renderContracts';
import {
  DailySalaryContractsPage,
  DividendContractsPage,
  HourlySalaryContractsPage,
  RealTimeSalaryContractsPage,
} from './ContractPage';

const request = vi.fn();
vi.mock('../../../core/api/request', () => ({
  request: (...args: unknown[]) => request(...args) as unknown,
}));

beforeAll(setUpContractsTests);
beforeEach(() => {
  session.member = { id: 11, account: 'agent11', username: 'agent11', nickname: 'A11', type: 1 };
});
afterEach(() => {
  cleanup();
  request.mockReset();
  queryClient.clear();
  session.member = null;
});

const offer = contract({ contractId: 'c1', uplineAccount: 'agent01', downlineAccount: 'agent11' });
const mine = contract({
  contractId: 'c9',
  uplineAccount: 'agent11',
  downlineAccount: 'agent12',
  status: 'ACTIVE',
  rate: 1.5,
});

/** The platform as these tests need it: one offer waiting, answered once. */
function platform({ affected = [] as Contract[] } = {}) {
  let waiting = [offer];
  request.mockImplementation((_name: string, params: ContractRequest) => {
    switch (params.action) {
      case 'requests':
        return Promise.resolve({ contracts: waiting, total: waiting.length });
      case 'list':
        return Promise.resolve({ contracts: params.role === 'upline' ? [mine] : [], total: 1 });
      case 'preview':
        return Promise.resolve({ affected });
      case 'accept':
      case 'reject':
        waiting = [];
        return Promise.resolve({ contract: { ...offer, status: 'ACTIVE' }, affected });
      default:
        return Promise.reject(new Error(`unexpected ${params.action}`));
    }
  });
}

async function openRequests() {
  renderContracts(<DailySalaryContractsPage />);
  const tab = await screen.findByRole('tab', { name: 'Requests (1)' });
  fireEvent.click(tab);
  return screen.findByRole('table', { name: EN.requests.caption });
}

const actions = () => request.mock.calls.map((call) => (call[1] as ContractRequest).action);

describe('the contract page', () => {
  it('says how the type is paid, and lists my downlines’ contracts first', async () => {
    platform();
    renderContracts(<DailySalaryContractsPage />);
    expect(screen.getByRole('heading', { name: EN.kinds.daily.title })).toBeTruthy();
    expect(screen.getByText(EN.kinds.daily.how)).toBeTruthy();
    const table = await screen.findByRole('table', { name: EN.list.caption.upline });
    expect(await within(table).findByText('agent12')).toBeTruthy();
    expect(within(table).getByText('1.50')).toBeTruthy();
  });

  it('accepts a request after the platform says what it ends, and the list refreshes', async () => {
    platform({ affected: [mine] });
    const table = await openRequests();
    fireEvent.click(within(table).getByRole('button', { name: 'Accept, agent01' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText(
        'The rate of this contract (50.00) is lower than what you give agent12 (1.50): your contract with agent12 will end when you accept.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: EN.answer.confirm.accept }));
    expect(
      await screen.findByText(
        'You accepted the contract from agent01. Ended by the lower-rate rule: your contracts with agent12.',
      ),
    ).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Requests (0)' })).toBeTruthy();
    expect(await screen.findByText(EN.requests.empty)).toBeTruthy();
    expect(actions()).toContain('accept');
  });

  it('rejects a request without asking what it would end', async () => {
    platform();
    const table = await openRequests();
    fireEvent.click(within(table).getByRole('button', { name: 'Reject, agent01' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: EN.answer.confirm.reject }));
    expect(await screen.findByText('You rejected the contract from agent01.')).toBeTruthy();
    expect(actions()).not.toContain('preview');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks the upline to end an active contract', async () => {
    platform();
    renderContracts(<DailySalaryContractsPage />);
    const table = await screen.findByRole('table', { name: EN.list.caption.upline });
    fireEvent.click(await within(table).findByRole('button', { name: 'Ask to end, agent12' }));
    request.mockImplementation(() =>
      Promise.resolve({ contract: { ...mine, status: 'TERMINATE_REQUEST' } }),
    );
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: EN.terminate.confirm }),
    );
    expect(await screen.findByText('Termination request sent to agent12.')).toBeTruthy();
  });

  it.each([
    ['dividend', DividendContractsPage, ['fields.periodType', 'fields.profitLoss', 'fields.ratio']],
    ['hourly', HourlySalaryContractsPage, ['fields.bettingUnit', 'fields.volume', 'fields.amount']],
    [
      'realtime',
      RealTimeSalaryContractsPage,
      ['fields.singlePeriodBet', 'fields.profitWageRate', 'fields.lossWageRate'],
    ],
  ] as const)('offers the %s terms when proposing', async (id, Page, fields) => {
    request.mockResolvedValue({ contracts: [], total: 0 });
    renderContracts(<Page />);
    expect(screen.getByRole('heading', { name: EN.kinds[id].title })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: EN.propose.open }));
    const dialog = await screen.findByRole('dialog', { name: EN.propose.title[id] });
    for (const field of fields) {
      const [group, key] = field.split('.') as ['fields', keyof typeof EN.fields];
      expect(within(dialog).getByLabelText(EN[group][key])).toBeTruthy();
    }
    // only salaries count active members per tier
    expect(within(dialog).queryAllByLabelText(EN.fields.minActiveMembers)).toHaveLength(
      id === 'hourly' ? 1 : 0,
    );
  });
});
