// Promotions (issue 13 point 1): the calls of the promotions page, the activity application form and the claim hall.
import type { CallHandler } from '../context.js';
import { promotionActionHandlers } from './promotionsActions.js';
import { promotionListHandlers } from './promotionsList.js';
import { promotionRaffleHandlers } from './promotionsRaffle.js';

export const promotionHandlers: Record<string, CallHandler> = {
  ...promotionListHandlers,
  ...promotionActionHandlers,
  ...promotionRaffleHandlers,
};
