import '../lobby.css';
import { useState, type FocusEvent } from 'react';
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
 * vendor launches it directly, except HOME, PROMO, PVP, FISH and RNG. Entries that do not fit
 * the header's width sit under "More", so the header never scrolls sideways.
 */
export default function CategoryNav() {
  const { site, registry } = useRuntime();
  const lanes = useVendorLanes();
  // All entries appear together once vendor data is there, so no entry jumps sideways (CLS).
  if (!lanes.data) return null;
  const served = new Set(registry.routes.map((route) => route.path));
  const laneOf = (key: string) => {
    const title = CATEGORY_LANES[key];
    return lanes.data.find((lane) => lane.title === title && lane.cards.length > 0);
  };
  const entries = site.layout.navigation.filter(
    (key) => served.has(pathOf(key)) && (FIXED_ENTRIES.has(key) || laneOf(key) !== undefined),
  );
  return <CategoryList entries={entries} laneOf={laneOf} />;
}

function CategoryList({
  entries,
  laneOf,
}: {
  entries: string[];
  laneOf: (key: string) => VendorLane | undefined;
}) {
  const { t } = useTranslation('lobby');
  const [location] = useLocation();
  const launch = useLaunchGame();
  const [open, setOpen] = useState<string | null>(null);
  const { ref, shown } = usePriorityOverflow<HTMLUListElement>(entries.length);
  const moved = entries.slice(shown);

  // A category with one vendor opens it at once (§2), wherever its link is.
  const link = (key: string, lane = laneOf(key), withDropdown = false) => (
    <Link
      href={pathOf(key)}
      className="wl-category-nav__link"
      aria-current={location === pathOf(key) ? 'page' : undefined}
      aria-controls={withDropdown && lane ? `wl-nav-${key}` : undefined}
      aria-expanded={withDropdown && lane ? open === key : undefined}
      onClick={(event) => {
        const only = lane?.cards.length === 1 ? lane.cards[0] : undefined;
        if (!lane || !only || NO_DIRECT_LAUNCH.has(lane.title)) return;
        event.preventDefault();
        void launch({ ...only, gameType: only.gameType || lane.title });
      }}
    >
      {t(`nav.${key}`)}
    </Link>
  );

  // Hovering or focusing an entry opens what it holds; leaving it (focus included) closes it.
  const entry = (key: string, hidden: boolean, more: boolean) => ({
    className: `wl-category-nav__item${hidden ? ' wl-category-nav__item--moved' : ''}`,
    'aria-hidden': hidden || undefined,
    inert: hidden,
    [more ? 'data-priority-more' : 'data-priority-item']: '',
    onMouseEnter: () => setOpen(key),
    onMouseLeave: () => setOpen(null),
    onFocus: () => setOpen(key),
    onBlur: (event: FocusEvent<HTMLLIElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(null);
    },
  });

  return (
    <ul
      ref={ref}
      className="wl-category-nav"
      onKeyDown={(event) => event.key === 'Escape' && setOpen(null)}
    >
      {entries.map((key, index) => {
        const lane = laneOf(key);
        return (
          <li key={key} {...entry(key, index >= shown, false)}>
            {link(key, lane, true)}
            {lane && open === key && (
              <VendorDropdown lane={lane} id={`wl-nav-${key}`} onChosen={() => setOpen(null)} />
            )}
          </li>
        );
      })}
      <li {...entry(MORE, moved.length === 0, true)}>
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
          <ul
            id="wl-nav-more"
            className="wl-popover wl-category-nav__more-list"
            onClick={() => setOpen(null)}
          >
            {moved.map((key) => (
              <li key={key}>{link(key)}</li>
            ))}
          </ul>
        )}
      </li>
    </ul>
  );
}
