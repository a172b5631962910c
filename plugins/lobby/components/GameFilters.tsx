import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_FILTERS, type ListQuery } from '../catalogue/listQuery';
import { RNG_CLASSIFIES } from '../catalogue/rngClassifies';
import { useVendorClassifies } from '../catalogue/useVendorClassifies';
import type { VendorCard } from '../types';

/**
 * Filters of a game list: NEW / FAV / ALL / HOT / RECENT, RNG sub-categories, the vendor select
 * and the search box (§2 game search with vendor filter; §4 game-select filters).
 */
export function GameFilters({
  query,
  vendors,
  showClassifies,
  onChange,
}: {
  query: ListQuery;
  vendors: readonly VendorCard[];
  showClassifies: boolean;
  onChange: (next: Partial<ListQuery>) => void;
}) {
  const { t } = useTranslation('lobby');
  const searchId = useId();
  const vendorId = useId();
  const classifies = useVendorClassifies(query.vassalage, showClassifies);
  const known = new Set<string>(RNG_CLASSIFIES);
  return (
    <div className="wl-game-filters">
      <div className="wl-chip-group" role="group" aria-label={t('filters.label')}>
        {GAME_FILTERS.map((filter) => (
          <button
            key={filter}
            type="button"
            className="wl-chip"
            aria-pressed={query.filter === filter}
            onClick={() => onChange({ filter, page: 1 })}
          >
            {t(`filters.${filter}`)}
          </button>
        ))}
      </div>
      {showClassifies && (
        <div className="wl-chip-group" role="group" aria-label={t('classify.label')}>
          <button
            type="button"
            className="wl-chip"
            aria-pressed={!query.classify}
            onClick={() => onChange({ classify: '', page: 1 })}
          >
            {t('classify.ALL')}
          </button>
          {classifies.map(({ code, count }) => {
            const label = known.has(code) ? t(`classify.${code}`) : t('classify.other', { code });
            return (
              <button
                key={code}
                type="button"
                className="wl-chip"
                aria-pressed={query.classify === code}
                onClick={() => onChange({ classify: code, page: 1 })}
              >
                {count === undefined ? label : t('classify.with_count', { label, count })}
              </button>
            );
          })}
        </div>
      )}
      <div className="wl-game-filters__row">
        <div className="wl-field wl-field--inline">
          <label htmlFor={vendorId}>{t('filters.vendor')}</label>
          <select
            id={vendorId}
            value={query.vassalage}
            onChange={(event) => onChange({ vassalage: event.target.value, page: 1 })}
          >
            <option value="">{t('filters.all_vendors')}</option>
            {vendors.map((vendor) => (
              <option key={vendor.vassalage} value={vendor.vassalage}>
                {vendor.displayName}
              </option>
            ))}
          </select>
        </div>
        <div className="wl-field wl-field--inline" role="search">
          <label htmlFor={searchId}>{t('filters.search')}</label>
          <input
            id={searchId}
            type="search"
            value={query.search}
            placeholder={t('filters.search_placeholder')}
            onChange={(event) => onChange({ search: event.target.value, page: 1 })}
          />
        </div>
        <div className="wl-chip-group" role="group" aria-label={t('view.label')}>
          <button
            type="button"
            className="wl-chip"
            aria-pressed={query.view === 'pages'}
            onClick={() => onChange({ view: 'pages' })}
          >
            {t('view.pages')}
          </button>
          <button
            type="button"
            className="wl-chip"
            aria-pressed={query.view === 'all'}
            onClick={() => onChange({ view: 'all' })}
          >
            {t('view.all')}
          </button>
        </div>
      </div>
    </div>
  );
}
