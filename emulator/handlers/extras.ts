// Plain, mostly read-only answers for the remaining calls so every page of the front end has data to show.
import type { CallHandler } from '../context.js';
import { requireMember, AGENT_TYPES } from '../context.js';
import { ApiError } from '../http/envelope.js';
import { consumeCaptcha } from './verification.js';
import { gameIconUrl } from './games.js';

const iso = (d: number) => new Date(Date.UTC(2025, 5, 1) + d * 60_000).toISOString();
const page = <T>(list: T[], input: Record<string, unknown>) => {
  const pageNo = Number(input.pageNo ?? 1);
  const pageSize = Number(input.pageSize ?? 20);
  return {
    list: list.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    pageNo,
    pageSize,
    total: list.length,
    totalPages: Math.max(1, Math.ceil(list.length / pageSize)),
  };
};
/** Contract calls list the agent's contracts; changing them is not emulated yet. */
const contracts: CallHandler = async (ctx) => {
  const m = requireMember(ctx);
  if (!AGENT_TYPES.includes(m.type))
    throw new ApiError('OPERATION_NOT_ALLOWED', 'only agents have contracts');
  if (ctx.input.action !== 'list')
    throw new ApiError(
      'OPERATION_NOT_ALLOWED',
      `contract action ${String(ctx.input.action)} is not emulated`,
    );
  const { rows } = await ctx.db.query<{ account: string }>(
    'SELECT account FROM members WHERE upline_id = $1 ORDER BY account',
    [m.id],
  );
  return {
    contracts: rows.map((d, i) => ({
      contractId: `${m.id}-${d.account}`,
      uplineAccount: m.account,
      downlineAccount: d.account,
      status: 'ACTIVE',
      periodType: 'D',
      createdAt: iso(-i * 1440),
      tiers: [{ effectiveBet: 10000, activePlayers: 1, ratio: 0.01 * (i + 1) }],
    })),
  };
};

export const extraHandlers: Record<string, CallHandler> = {
  memberIcon: async (ctx) => ({
    iconUrl: gameIconUrl(`avatar-${requireMember(ctx).id}`),
    icons: [1, 2, 3, 4].map((i) => gameIconUrl(`avatar-${i}`)),
  }),
  playerRankProgress: async (ctx) => ({
    currentRank: 1,
    currentRankName: 'VIP1',
    nextRank: 2,
    nextRankName: 'VIP2',
    progress: Math.min(1, Number(requireMember(ctx).balance) / 10000),
    depositProgress: 0.3,
    betProgress: 0.4,
  }),
  paymentConfirmationList: async ({ input }) => page([], input),
  memberTransactionDetail: async (ctx) => {
    const m = requireMember(ctx);
    return page(
      [
        {
          transactionId: `T${m.id}001`,
          type: 'DEPOSIT',
          amount: Number(m.balance),
          balanceAfter: Number(m.balance),
          remark: 'opening balance',
          createdAt: iso(0),
        },
      ],
      ctx.input,
    );
  },
  gameLaunchFB: async ({ input }) => ({
    url: `/emulator-assets/launch?${new URLSearchParams({ vendor: String(input.vassalage), game: String(input.gameCode ?? '') })}`,
  }),
  promotionClaimList: async ({ input }) => page([], input),
  rafflePromotionStatus: async ({ input }) => ({
    promotionId: String(input.promotionId),
    status: 'JOIN',
    remainingDraws: 1,
  }),
  missionSummary: async () => ({
    unclaimedCount: 1,
    missions: [
      {
        missionId: 'M1',
        title: 'Daily sign-in',
        progress: 1,
        target: 1,
        reward: 5,
        status: 'CLAIM',
      },
      {
        missionId: 'M2',
        title: 'Bet 1,000',
        progress: 250,
        target: 1000,
        reward: 20,
        status: 'IN_PROCESS',
      },
    ],
  }),
  missionLeaderboard: async () => ({
    list: [1, 2, 3, 4, 5].map((rank) => ({
      rank,
      customerName: `pl***${rank}`,
      score: 1000 - rank * 90,
    })),
  }),
  rebateSettings: async () =>
    ['LIVE', 'RNG', 'SPORTS', 'FISH', 'LOTT'].map((productType, i) => ({
      productType,
      rate: 0.002 * (i + 1),
    })),
  pointReward: async () =>
    [1, 2, 3, 4].map((i) => ({
      rewardId: `RW${i}`,
      name: `Gift ${i}`,
      points: i * 500,
      amount: i * 5,
      quantity: 100,
      remaining: 100 - i * 7,
      exchanged: i * 7,
      conditions: 'VIP1 and above',
      imageUrl: gameIconUrl(`gift-${i}`),
      type: i % 2 ? 'GIFT' : 'LIFE',
    })),
  pointConversionTypes: async () => [
    { type: 'CASH_TO_POINTS', name: 'Cash to points', ratio: 10 },
    { type: 'POINTS_TO_CASH', name: 'Points to cash', ratio: 0.1 },
  ],
  redeemPointList: async ({ input }) => page([], input),
  feedback: async ({ db, merchant, input }) => {
    if (
      !(await consumeCaptcha(
        db,
        merchant.code,
        input.captcha as string,
        input.captchaId as string | undefined,
      ))
    )
      throw new ApiError('CAPTCHA_FAILED', 'captcha check failed');
    if (String(input.content).length > 200)
      throw new ApiError('VALIDATION_FAILED', '/content must be at most 200 characters');
    return { feedbackId: `FB${Date.now()}` };
  },
  realTimeSalaryContract: contracts,
  dividendContract: contracts,
  dailySalaryContract: contracts,
  hourlySalaryContract: contracts,
};
