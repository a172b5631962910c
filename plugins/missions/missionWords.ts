import type { TFunction } from 'i18next';
import { formatAmount } from '../../core/ui/money/formatAmount';
import type { Mission } from './api';

/** Game types the platform names, with a text of their own; any other shows its code. */
const GAME_TYPES = ['RNG', 'LIVE', 'SPORTS', 'FISH', 'PVP', 'ELOTT', 'LOTT', 'ESPORTS'];

/** A goal's figure as the pages show it: an amount with 2 decimals, or a whole number of bets. */
export function goalFigure(mission: Pick<Mission, 'goal'>, value: number): string {
  return mission.goal === 'BET_COUNT' ? String(Math.floor(value)) : formatAmount(value);
}

/** "250.00 / 1,000.00": progress and target. */
export const progressFigures = (mission: Mission) =>
  `${goalFigure(mission, mission.progress)} / ${goalFigure(mission, mission.target)}`;

/** What counts towards the mission, e.g. "Valid bets · Live casino". */
export function goalText(t: TFunction, mission: Mission): string {
  const goal = t(`goal.${mission.goal}`);
  if (!mission.gameType) return goal;
  const type = GAME_TYPES.includes(mission.gameType)
    ? t(`game_type.${mission.gameType}`)
    : mission.gameType;
  return t('goal_of_type', { goal, type });
}
