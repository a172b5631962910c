import { Link, useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../../../core/runtime/RuntimeContext';
import { useVendorLanes } from '../api';
import { CATEGORY_LANES, FIXED_ENTRIES, pathOf } from '../categories';

/** Header navigation in the site's order; a category shows only when it has vendors (§2). */
export default function CategoryNav() {
  const { site, registry } = useRuntime();
  // An entry shows only when some active plugin serves its page, so a switched-off feature leaves no dead link.
  const served = new Set(registry.routes.map((route) => route.path));
  const { t } = useTranslation('lobby');
  const [location] = useLocation();
  const { data } = useVendorLanes();
  const lanesWithVendors = new Set(
    (data?.lanes ?? []).filter((lane) => lane.cards.length > 0).map((lane) => lane.title),
  );
  const entries = site.layout.navigation.filter((key) => {
    if (!served.has(pathOf(key))) return false;
    if (FIXED_ENTRIES.has(key)) return true;
    const lane = CATEGORY_LANES[key];
    return lane !== undefined && lanesWithVendors.has(lane);
  });
  return (
    <ul className="wl-category-nav">
      {entries.map((key) => {
        const href = pathOf(key);
        return (
          <li key={key}>
            <Link
              href={href}
              className="wl-category-nav__link"
              aria-current={location === href ? 'page' : undefined}
            >
              {t(`nav.${key}`)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
