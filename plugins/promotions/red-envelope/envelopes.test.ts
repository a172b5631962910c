import { describe, expect, it } from 'vitest';
import type { RedEnvelopeCampaign } from '../api';
import { actionOf } from '../activityStatus';
import { isOpenable, openedEnvelopes, unopenedCount } from './envelopes';

function campaign(
  id: string,
  status: RedEnvelopeCampaign['status']['status'],
  remainingDraws: number,
  draws: { amount: number; drawnAt: string }[] = [],
): RedEnvelopeCampaign {
  return {
    promotion: { promotionId: id, title: `Campaign ${id}`, kind: 'RED_ENVELOPE' },
    status: {
      promotionId: id,
      status,
      remainingDraws,
      draws: draws.map((d) => ({ prize: 'Red envelope', ...d })),
    },
  } as unknown as RedEnvelopeCampaign;
}

describe('red envelopes', () => {
  it('counts the envelopes left in running campaigns only', () => {
    const campaigns = [
      campaign('a', 'CLAIM', 2),
      campaign('b', 'CLAIM', 1),
      campaign('c', 'COMING_SOON', 3),
      campaign('d', 'CLAIMED', 0),
    ];
    expect(campaigns.map(isOpenable)).toEqual([true, true, false, false]);
    expect(unopenedCount(campaigns)).toBe(3);
    expect(unopenedCount([])).toBe(0);
  });

  it('lists every opened envelope, the latest first', () => {
    const history = openedEnvelopes([
      campaign('a', 'CLAIM', 1, [
        { amount: 3, drawnAt: '2026-11-01T10:00:00Z' },
        { amount: 7.5, drawnAt: '2026-11-03T10:00:00Z' },
      ]),
      campaign('b', 'CLAIMED', 0, [{ amount: 12, drawnAt: '2026-11-02T10:00:00Z' }]),
    ]);
    expect(history.map((e) => [e.title, e.amount])).toEqual([
      ['Campaign a', 7.5],
      ['Campaign b', 12],
      ['Campaign a', 3],
    ]);
    expect(new Set(history.map((e) => e.key)).size).toBe(3);
  });

  it('opens a red envelope on the promotions page by a draw, not a claim', () => {
    expect(actionOf('CLAIM', 'RED_ENVELOPE')).toBe('draw');
  });
});
