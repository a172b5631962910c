import '../lobby.css';
import { useState, type FocusEvent, type MouseEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../../../core/runtime/RuntimeContext';
import { CATEGORY_LANES, FIXED_ENTRIES, NO_DIRECT_LAUNCH, pathOf } from '../categories';
import { useLaunchGame } from '../launch/useLaunchGame';
import type { VendorLane } from '../types';
import { useVendorLanes } from '../vendors/useVendorLanes';
import { usePriorityOverflow } from './usePriorityOverflow';

/** The "More" entry's key in the open-dropdown state; no category is called this. */
const MORE = '__more';

/** Over ten vendors the dropdown switches to its large layout (§2 Header). */
const LARGE_DROPDOWN_FROM = 11;

function VendorDropdown({
  lane,
  id,
  onChosen,
}: {
  lane: VendorLane;
  id: string;
  onChosen: () => void;
}) {
  const launch = useLaunchGame();
  const large = lane.cards.length >= LARGE_DROPDOWN_FROM;
  return (
    <ul
      id={id}
      className={`wl-popover wl-vendor-dropdown${large ? ' wl-vendor-dropdown--large' : ''}`}
    >
      {lane.cards.map((card) => (
        <li key={card.vassalage}>
          <button
            type="button"
            className="wl-vendor-dropdown__item"
            onClick={() => {
              onChosen();
              void launch({ ...card, gameType: card.gameType || lane.title });
            }}
          >
            {card.displayName}
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * Header navigation in the site's order (§2): a category shows only when it has vendors and an
 * active plugin serves its page; hovering (or focusing) shows its vendors; a category with one
 * vendor launches it directly, except HOME, PROMO, PVP, FISH and RNG.
 */
export default function CategoryNav() {
  const { site, registry } = useRuntime();
  const { t } = useTranslation('lobby');
  const [location] = useLocation();
  const lanes = useVendorLanes();
  const launch = useLaunchGame();
  const [open, setOpen] = useState<string | null>(null);
  const served = new Set(registry.routes.map((route) => route.path));
  const laneOf = (key: string) => {
    const title = CATEGORY_LANES[key];
    return lanes.data?.find((lane) => lane.title === title && lane.cards.length > 0);
  };
  const entries = site.layout.navigation.filter(
    (key) => served.has(pathOf(key)) && (FIXED_ENTRIES.has(key) || laneOf(key) !== undefined),
  );
  const { ref, shown } = usePriorityOverflow(entries.length);
  // All entries appear together once vendor data is there, so no entry jumps sideways (CLS).
  if (!lanes.data) return null;

  const hoverAndFocusOpen = (key: string) => ({
    onMouseEnter: () => setOpen(key),
    onMouseLeave: () => setOpen(null),
    onFocus: () => setOpen(key),
    onBlur: (event: FocusEvent<HTMLLIElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(null);
    },
  });

  const onCategoryClick = (event: MouseEvent, lane: VendorLane | undefined) => {
    const only = lane?.cards.length === 1 ? lane.cards[0] : undefined;
    if (!lane || !only || NO_DIRECT_LAUNCH.has(lane.title)) return;
    event.preventDefault();
    void launch({ ...only, gameType: only.gameType || lane.title });
  };

  const overflowed = entries.slice(shown);
  return (
    <ul
      ref={ref}
      className="wl-category-nav"
      onKeyDown={(event) => event.key === 'Escape' && setOpen(null)}
    >
      {entries.map((key, index) => {
        const href = pathOf(key);
        const lane = laneOf(key);
        const dropdownId = `wl-nav-${key}`;
        const moved = index >= shown;
        return (
          <li
            key={key}
            data-priority-item=""
            className={`wl-category-nav__item${moved ? ' wl-category-nav__item--moved' : ''}`}
            aria-hidden={moved || undefined}
            inert={moved}
            {...hoverAndFocusOpen(key)}
          >
            <Link
              href={href}
              className="wl-category-nav__link"
              aria-current={location === href ? 'page' : undefined}
              aria-controls={lane ? dropdownId : undefined}
              aria-expanded={lane ? open === key : undefined}
              onClick={(event) => onCategoryClick(event, lane)}
            >
              {t(`nav.${key}`)}
            </Link>
            {lane && open === key && (
              <VendorDropdown lane={lane} id={dropdownId} onChosen={() => setOpen(null)} />
            )}
          </li>
        );
      })}
      <li
        data-priority-more=""
        className={`wl-category-nav__item${overflowed.length === 0 ? ' wl-category-nav__item--moved' : ''}`}
        aria-hidden={overflowed.length === 0 || undefined}
        inert={overflowed.length === 0}
        {...hoverAndFocusOpen(MORE)}
      >
        <button
          type="button"
          className="wl-category-nav__link wl-category-nav__more"
          aria-controls="wl-nav-more"
          aria-expanded={open === MORE}
          // Focus and hover open it already; a click only makes sure (a toggle would close it).
          onClick={() => setOpen(MORE)}
        >
          {t('nav.more')}
        </button>
        {open === MORE && (
          <ul id="wl-nav-more" className="wl-popover wl-category-nav__more-list">
            {overflowed.map((key) => (
              <li key={key}>
                <Link
                  href={pathOf(key)}
                  className="wl-category-nav__link"
                  aria-current={location === pathOf(key) ? 'page' : undefined}
                  onClick={(event) => {
                    setOpen(null);
                    onCategoryClick(event, laneOf(key));
                  }}
                >
                  {t(`nav.${key}`)}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </li>
    </ul>
  );
}
