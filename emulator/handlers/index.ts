// The one list of emulated calls, keyed by endpoint name (schemas/api/endpoints.json).
import type { CallHandler } from '../context.js';
import { systemHandlers } from './system.js';
import { loginHandlers } from './login.js';
import { memberHandlers } from './member.js';
import { registrationHandlers } from './registration.js';
import { gameHandlers } from './games.js';
import { launchHandlers } from './launch.js';
import { lotteryHandlers } from './lottery.js';
import { boardHandlers } from './boards.js';
import { announcementHandlers } from './announcements.js';
import { extraHandlers } from './extras.js';
import { socialHandlers } from './social.js';

export const callHandlers: Record<string, CallHandler> = {
  ...systemHandlers,
  ...loginHandlers,
  ...memberHandlers,
  ...registrationHandlers,
  ...gameHandlers,
  ...launchHandlers,
  ...lotteryHandlers,
  ...boardHandlers,
  ...announcementHandlers,
  ...extraHandlers,
  ...socialHandlers,
};
