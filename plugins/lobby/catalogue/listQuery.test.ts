import { describe, expect, it } from 'vitest';
import { formatListQuery, parseListQuery } from './listQuery';

describe('list query in the URL', () => {
  it('reads defaults from an empty query', () => {
    expect(parseListQuery('')).toEqual({
      vassalage: '',
      classify: '',
      filter: 'ALL',
      search: '',
      view: 'pages',
      page: 1,
    });
  });

  it('round-trips every field and writes only non-defaults', () => {
    const query = {
      vassalage: 'PG',
      classify: 'JP',
      filter: 'HOT' as const,
      search: 'tiger king',
      view: 'all' as const,
      page: 3,
    };
    const text = formatListQuery(query);
    expect(text).toBe('?vassalage=PG&classify=JP&filter=HOT&q=tiger+king&view=all&page=3');
    expect(parseListQuery(text.slice(1))).toEqual(query);
    expect(formatListQuery(parseListQuery(''))).toBe('');
  });

  it('ignores unknown filters and bad page numbers', () => {
    expect(parseListQuery('filter=weird&page=-2')).toMatchObject({ filter: 'ALL', page: 1 });
    expect(parseListQuery('filter=fav&page=x')).toMatchObject({ filter: 'FAV', page: 1 });
  });
});
