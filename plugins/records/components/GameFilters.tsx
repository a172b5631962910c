import { useTranslation } from 'react-i18next';
import type { VendorOption } from '../api';
import type { RecordsSearchControls } from '../query/useRecordsSearch';
import { FilterSelect } from './FilterSelect';

interface GameFiltersProps {
  controls: RecordsSearchControls;
  vendors: readonly VendorOption[];
}

/** Game type and vendor of the catalogue; the vendors offered are those of the chosen type. */
export function GameFilters({ controls, vendors }: GameFiltersProps) {
  const { t } = useTranslation('records');
  const { gameType, vendor } = controls.view.filters;
  const types = [...new Set(vendors.map((v) => v.gameType))];
  const offered = gameType ? vendors.filter((v) => v.gameType === gameType) : vendors;
  return (
    <>
      <FilterSelect
        label={t('filters.game_type')}
        allLabel={t('filters.all_game_types')}
        options={types.map((type) => ({
          value: type,
          label: t(`game_types.${type}`, { defaultValue: type }),
        }))}
        value={gameType}
        onChange={(value) => controls.setFilter('gameType', value)}
      />
      <FilterSelect
        label={t('filters.vendor')}
        allLabel={t('filters.all_vendors')}
        options={offered.map((v) => ({ value: v.vassalage, label: v.displayName }))}
        value={vendor}
        onChange={(value) => controls.setFilter('vendor', value)}
      />
    </>
  );
}
