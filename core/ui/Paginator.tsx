import { useTranslation } from 'react-i18next';
import { pageItems } from './pageItems';

/** Page navigation with real buttons; the current page is marked for screen readers. */
export function Paginator({
  page,
  pageCount,
  onChange,
  range = 5,
  margin = 1,
  label,
}: {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  range?: number;
  margin?: number;
  label?: string;
}) {
  const { t } = useTranslation('core');
  if (pageCount <= 1) return null;
  return (
    <nav className="wl-paginator" aria-label={label ?? t('paginator.label')}>
      <button
        type="button"
        className="wl-paginator__step"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        {t('paginator.previous')}
      </button>
      {pageItems(page, pageCount, range, margin).map((item, index) =>
        item === 'gap' ? (
          <span key={`gap-${index}`} className="wl-paginator__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            className="wl-paginator__page"
            aria-current={item === page ? 'page' : undefined}
            aria-label={t('paginator.page', { page: item })}
            onClick={() => onChange(item)}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        className="wl-paginator__step"
        disabled={page >= pageCount}
        onClick={() => onChange(page + 1)}
      >
        {t('paginator.next')}
      </button>
    </nav>
  );
}
