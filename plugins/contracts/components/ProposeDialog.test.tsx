// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../core/api/ApiError';
import { KINDS } from '../model/kinds';
import { contract, EN, renderContracts, setUpContractsTests } from '../testing/renderContracts';
import { ProposeDialog } from './ProposeDialog';

const request = vi.fn();
vi.mock('../../../core/api/request', () => ({
  request: (...args: unknown[]) => request(...args) as unknown,
}));

beforeAll(setUpContractsTests);
afterEach(() => {
  cleanup();
  request.mockReset();
});

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: EN.propose.send }));

function open() {
  const onSent = vi.fn();
  renderContracts(<ProposeDialog kind={KINDS.daily} onClose={vi.fn()} onSent={onSent} />);
  return onSent;
}

function fillDailyOffer(amount: string) {
  fill(EN.propose.downline, 'agent11');
  fill(EN.fields.bettingUnit, '10000');
  fill(EN.fields.volume, '1000');
  fill(EN.fields.minActiveMembers, '1');
  fill(EN.fields.amount, amount);
}

describe('ProposeDialog', () => {
  it('shows the rule each field breaks and sends nothing', async () => {
    open();
    fill(EN.fields.bettingUnit, '0');
    send();
    expect(await screen.findByText(EN.rules.betting_unit)).toBeTruthy();
    expect(screen.getAllByText(EN.rules.required)).toHaveLength(4); // account, volume, active, amount
    expect(request).not.toHaveBeenCalled();
  });

  it('wants a second tier above the first, and keeps 1 to 5 tiers', async () => {
    open();
    fillDailyOffer('50');
    const add = screen.getByRole('button', { name: EN.tiers.add });
    fireEvent.click(add);
    const volumes = screen.getAllByLabelText(EN.fields.volume);
    fireEvent.change(volumes[1]!, { target: { value: '500' } });
    send();
    expect(await screen.findByText('Must be higher than the tier before (1000).')).toBeTruthy();
    fireEvent.click(add);
    fireEvent.click(add);
    fireEvent.click(add);
    expect(screen.getAllByRole('group')).toHaveLength(5);
    expect(add).toHaveProperty('disabled', true);
  });

  it('sends at once when the offer ends nothing', async () => {
    request.mockResolvedValueOnce({ affected: [] }).mockResolvedValueOnce({ contract: contract() });
    const onSent = open();
    fillDailyOffer('50');
    send();
    await waitFor(() => expect(onSent).toHaveBeenCalledWith('agent11'));
    const tiers = [{ volume: 1000, minActiveMembers: 1, amount: 50 }];
    expect(request.mock.calls.map((call) => call.slice(0, 2))).toEqual([
      [
        'dailySalaryContract',
        {
          action: 'preview',
          downlineAccount: 'agent11',
          periodType: 'D',
          bettingUnit: 10000,
          tiers,
        },
      ],
      [
        'dailySalaryContract',
        {
          action: 'create',
          downlineAccount: 'agent11',
          periodType: 'D',
          bettingUnit: 10000,
          tiers,
        },
      ],
    ]);
  });

  it('explains the lower-rate rule, naming the contract that ends, before it sends', async () => {
    const ending = contract({
      contractId: 'c9',
      uplineAccount: 'agent11',
      downlineAccount: 'agent12',
      status: 'ACTIVE',
      rate: 1.5,
    });
    request.mockResolvedValueOnce({ affected: [ending] });
    const onSent = open();
    fillDailyOffer('1');
    send();
    expect(
      await screen.findByText(
        "The rate you offer (1.00) is lower than what agent11 gives agent12 (1.50): agent11's contract with agent12 will end when this contract is accepted.",
      ),
    ).toBeTruthy();
    expect(request).toHaveBeenCalledTimes(1); // nothing created before the confirm
    request.mockResolvedValueOnce({ contract: contract(), affected: [] });
    fireEvent.click(screen.getByRole('button', { name: EN.propose.confirm_send }));
    await waitFor(() => expect(onSent).toHaveBeenCalledWith('agent11'));
    expect((request.mock.calls[1]![1] as { action: string }).action).toBe('create');
  });

  it("shows the platform's refusal from the catalogue", async () => {
    request.mockRejectedValueOnce(new ApiError('VALIDATION_FAILED', 'not your downline', 400, 'x'));
    open();
    fillDailyOffer('50');
    send();
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});
