// The agent-team calls (issue 14 points 2 and 6): the team tree, new downline accounts, invitation
// links and transfers to downlines. Agents only; every call is gated by AFFMAN3.
import type { CallHandler } from '../context.js';
import { teamListHandlers } from './agentTeamList.js';
import { teamCreateHandlers } from './agentTeamCreate.js';
import { teamLinkHandlers } from './agentTeamLinks.js';
import { teamTransferHandlers } from './agentTeamTransfer.js';

export const agentTeamHandlers: Record<string, CallHandler> = {
  ...teamListHandlers,
  ...teamCreateHandlers,
  ...teamLinkHandlers,
  ...teamTransferHandlers,
};
