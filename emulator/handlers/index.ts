// The one list of emulated calls, keyed by endpoint name (schemas/api/endpoints.json).
import type { CallHandler } from '../context.js';
import { systemHandlers } from './system.js';
import { loginHandlers } from './login.js';
import { memberHandlers } from './member.js';
import { registrationHandlers } from './registration.js';
import { phoneAuthHandlers } from './phoneAuth.js';
import { gameHandlers } from './games.js';
import { launchHandlers } from './launch.js';
import { lotteryHandlers } from './lottery.js';
import { boardHandlers } from './boards.js';
import { announcementHandlers } from './announcements.js';
import { extraHandlers } from './extras.js';
import { socialHandlers } from './social.js';
import { securityHandlers } from './security.js';
import { messageHandlers } from './messages.js';
import { depositHandlers } from './deposit.js';
import { walletHandlers } from './wallet.js';
import { withdrawHandlers } from './withdraw.js';
import { recordHandlers } from './records.js';
import { agentReportHandlers } from './agentReports.js';
import { contractHandlers } from './contracts.js';
import { promotionHandlers } from './promotions.js';
import { rebateHandlers } from './rebate.js';
import { missionHandlers } from './missions.js';
import { rewardHandlers } from './rewards.js';
import { vipHandlers } from './vip.js';
import { referralHandlers } from './referral.js';
import { pointsHandlers } from './points.js';
import { agentTeamHandlers } from './agentTeam.js';
import { creditHandlers } from './creditReport.js';
import { intentStatusHandlers } from './intentStatus.js';

export const callHandlers: Record<string, CallHandler> = {
  ...systemHandlers,
  ...loginHandlers,
  ...memberHandlers,
  ...registrationHandlers,
  ...phoneAuthHandlers,
  ...gameHandlers,
  ...launchHandlers,
  ...lotteryHandlers,
  ...boardHandlers,
  ...announcementHandlers,
  ...extraHandlers,
  ...socialHandlers,
  ...securityHandlers,
  // After memberHandlers: the inbox calls of member.ts were placeholders until the messages tables.
  ...messageHandlers,
  ...depositHandlers,
  ...walletHandlers,
  ...withdrawHandlers,
  // After extraHandlers: its memberTransactionDetail was a one-row placeholder until the ledger.
  ...recordHandlers,
  ...agentReportHandlers,
  ...agentTeamHandlers,
  // After extraHandlers: its contract calls were a read-only placeholder until the contracts tables.
  ...contractHandlers,
  // After announcementHandlers and extraHandlers: their promotion calls were placeholders until the promotions tables.
  ...promotionHandlers,
  // After memberHandlers and extraHandlers: their points calls were placeholders until the points mall.
  ...pointsHandlers,
  // After extraHandlers: its rebateSettings was a fixed placeholder until the rebate rate table.
  ...rebateHandlers,
  ...missionHandlers,
  // After extraHandlers: its playerRankProgress was a placeholder until the VIP levels.
  ...rewardHandlers,
  ...vipHandlers,
  ...referralHandlers,
  ...creditHandlers,
  ...intentStatusHandlers,
};
