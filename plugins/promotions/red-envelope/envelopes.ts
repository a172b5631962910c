import type { RedEnvelopeCampaign } from '../api';

/** The key of the member-centre page and of its badge. */
export const RED_ENVELOPE_KEY = 'redEnvelope';

/** A campaign the member can open an envelope of now: running, with envelopes left. */
export function isOpenable(campaign: RedEnvelopeCampaign): boolean {
  return campaign.status.status === 'CLAIM' && campaign.status.remainingDraws > 0;
}

/** The envelopes the member can open now, over every campaign (the badge's count). */
export function unopenedCount(campaigns: readonly RedEnvelopeCampaign[]): number {
  return campaigns.filter(isOpenable).reduce((sum, c) => sum + c.status.remainingDraws, 0);
}

export interface OpenedEnvelope {
  /** Stable within a campaign: the n-th envelope opened. */
  key: string;
  title: string;
  amount: number;
  openedAt: string;
}

/** Every envelope opened, over every campaign, the latest first. */
export function openedEnvelopes(campaigns: readonly RedEnvelopeCampaign[]): OpenedEnvelope[] {
  return campaigns
    .flatMap((c) =>
      c.status.draws.map((d, i) => ({
        key: `${c.promotion.promotionId}#${i}`,
        title: c.promotion.title,
        amount: d.amount,
        openedAt: d.drawnAt,
      })),
    )
    .sort((a, b) => Date.parse(b.openedAt) - Date.parse(a.openedAt) || b.key.localeCompare(a.key));
}
