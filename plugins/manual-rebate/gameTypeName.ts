import { useTranslation } from 'react-i18next';

/**
 * A game type's name in the reader's language (LIVE → "Live casino"); a type the texts do not
 * know yet (a new vendor category) shows its code rather than nothing.
 */
export function useGameTypeName(): (gameType: string) => string {
  const { t } = useTranslation('manual-rebate');
  return (gameType) => t(`game_types.${gameType}`, { defaultValue: gameType });
}
