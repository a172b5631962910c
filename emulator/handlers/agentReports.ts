// The agent reports (issue 14 points 3 and 5): team overview, team betting, user loss, my income
// and account details. Agents only, each over the agent's whole team (every level below it).
import type { CallHandler } from '../context.js';
import { overviewHandlers } from './agentReportsOverview.js';
import { teamBetHandlers } from './agentReportsBets.js';
import { userLossHandlers } from './agentReportsUserLoss.js';
import { incomeHandlers } from './agentReportsIncome.js';
import { teamTransactionHandlers } from './agentReportsTransactions.js';

export const agentReportHandlers: Record<string, CallHandler> = {
  ...overviewHandlers,
  ...teamBetHandlers,
  ...userLossHandlers,
  ...incomeHandlers,
  ...teamTransactionHandlers,
};
