import type { GameFilterKind } from './gameIndex';

/** The game list's state, kept in the URL so a list can be shared, reloaded and navigated back to. */
export interface ListQuery {
  vassalage: string;
  classify: string;
  filter: GameFilterKind;
  search: string;
  view: 'pages' | 'all';
  page: number;
}

const FILTERS: readonly GameFilterKind[] = ['NEW', 'FAV', 'ALL', 'HOT', 'RECENT'];

export function parseListQuery(search: string): ListQuery {
  const params = new URLSearchParams(search);
  const filter = (params.get('filter') ?? 'ALL').toUpperCase() as GameFilterKind;
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    vassalage: params.get('vassalage') ?? '',
    classify: params.get('classify') ?? '',
    filter: FILTERS.includes(filter) ? filter : 'ALL',
    search: params.get('q') ?? '',
    view: params.get('view') === 'all' ? 'all' : 'pages',
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** Writes only what differs from the defaults, so plain links stay plain. */
export function formatListQuery(query: ListQuery): string {
  const params = new URLSearchParams();
  if (query.vassalage) params.set('vassalage', query.vassalage);
  if (query.classify) params.set('classify', query.classify);
  if (query.filter !== 'ALL') params.set('filter', query.filter);
  if (query.search) params.set('q', query.search);
  if (query.view === 'all') params.set('view', 'all');
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export { FILTERS as GAME_FILTERS };
