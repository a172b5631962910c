import { useCallback, useDeferredValue, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { loginPrompt } from '../../../core/plugin/handles';
import { openModal } from '../../../core/runtime/ui';
import { session } from '../../../core/session/session';
import { ErrorPanel } from '../../../core/ui/ErrorPanel';
import { Spinner } from '../../../core/ui/Spinner';
import { filterGames } from '../catalogue/gameIndex';
import { formatListQuery, parseListQuery, type ListQuery } from '../catalogue/listQuery';
import { useCatalogue } from '../catalogue/useCatalogue';
import { LIST_CATEGORIES, categoryOfPath } from '../categories';
import { CardRoomsPanel } from '../components/CardRoomsPanel';
import { GameFilters } from '../components/GameFilters';
import { MissingGamesNotice } from '../components/MissingGamesNotice';
import { PagedGameGrid } from '../components/PagedGameGrid';
import { VirtualGameGrid } from '../components/VirtualGameGrid';
import { useFavourites } from '../favourites/useFavourites';
import { useRecentGames } from '../favourites/useRecentGames';
import { useVendorLanes } from '../vendors/useVendorLanes';

/**
 * Game list centre (§2 /live, /fish, /rng, /pvp, /bgs, /bingo): the whole catalogue of the
 * category, filtered on the client by vendor (`vassalage`), sub-category, NEW/FAV/ALL/HOT/RECENT
 * and search, shown in pages of 20 or as one scrolling list.
 */
export default function GameListPage() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const { t } = useTranslation('lobby');
  const { isLogin } = useSnapshot(session);
  const key = categoryOfPath(location);
  const gameType = LIST_CATEGORIES[key] ?? 'RNG';
  const query = parseListQuery(search);
  // The filters follow an input at once; the list (a pass over up to 10,000 games and a page of
  // new tiles) follows the deferred address, which React renders after the browser has painted
  // the pressed chip or typed letter, so a filter click answers within a frame (INP) however big
  // the catalogue and however slow the machine.
  const listSearch = useDeferredValue(search);
  const listQuery = useMemo(() => parseListQuery(listSearch), [listSearch]);
  const catalogue = useCatalogue(gameType);
  const lanes = useVendorLanes();
  const favourites = useFavourites();
  const recent = useRecentGames();

  const lane = lanes.data?.find((entry) => entry.title === gameType);
  const inhouse = lanes.data?.find((entry) => entry.title === 'INHOUSE');
  const vendors = [...(lane?.cards ?? []), ...(gameType === 'RNG' ? (inhouse?.cards ?? []) : [])];
  const update = (next: Partial<ListQuery>) =>
    navigate(`${location}${formatListQuery({ ...query, ...next })}`, { replace: true });
  // The grid keeps one paging callback, so its tiles are not rendered again by an input that does
  // not change the list; the callback reads the address of the latest render.
  const latestUpdate = useRef(update);
  useLayoutEffect(() => {
    latestUpdate.current = update;
  });
  const onPage = useCallback((page: number) => latestUpdate.current({ page }), []);

  const needsLogin = (listQuery.filter === 'FAV' || listQuery.filter === 'RECENT') && !isLogin;
  const inhouseCards = inhouse?.cards;
  const games = useMemo(
    () =>
      catalogue.index
        ? filterGames(catalogue.index, {
            search: listQuery.search,
            classify: listQuery.classify,
            filter: listQuery.filter,
            ...(listQuery.vassalage === 'INHOUSE'
              ? { vendors: new Set((inhouseCards ?? []).map((card) => card.vassalage)) }
              : { vassalage: listQuery.vassalage }),
            favourites: new Set((favourites.data ?? []).map((game) => String(game.nodeId))),
            recent: (recent.data ?? []).map((game) => String(game.nodeId)),
          })
        : [],
    [catalogue.index, listQuery, inhouseCards, favourites.data, recent.data],
  );
  const listLabel = t('list.label', { category: t(`nav.${key}`) });
  const selectedVendor = vendors.find((vendor) => vendor.vassalage === query.vassalage);

  return (
    <div className="wl-page">
      <h1 className="wl-section-title">{t(`nav.${key}`)}</h1>
      {/* §1: the slots page carries the marketing line about the size of its catalogue. */}
      {gameType === 'RNG' && <p className="wl-page-lead">{t('list.rng_tagline')}</p>}
      <GameFilters
        query={query}
        vendors={vendors}
        showClassifies={gameType === 'RNG'}
        onChange={update}
      />
      {catalogue.isPending && <Spinner />}
      {catalogue.isError && (
        <ErrorPanel error={catalogue.error} onRetry={() => void catalogue.refetch()} />
      )}
      {needsLogin && (
        <p className="wl-notice">
          {t('list.login_needed')}{' '}
          <button type="button" className="wl-button" onClick={() => openModal(loginPrompt)}>
            {t('list.log_in')}
          </button>
        </p>
      )}
      {catalogue.incomplete && <MissingGamesNotice onRetry={catalogue.retryMissing} />}
      {catalogue.isSuccess && !needsLogin && (
        <>
          <p className="wl-list-count" role="status" data-testid="game-count">
            {catalogue.complete || catalogue.incomplete
              ? t('list.count', { count: games.length })
              : t('list.loading_more', { count: catalogue.total })}
          </p>
          {games.length === 0 ? (
            <p>{t('list.empty')}</p>
          ) : listQuery.view === 'all' ? (
            <VirtualGameGrid games={games} label={listLabel} />
          ) : (
            <PagedGameGrid games={games} page={listQuery.page} onPage={onPage} label={listLabel} />
          )}
        </>
      )}
      {gameType === 'PVP' && selectedVendor && isLogin && (
        <CardRoomsPanel
          vassalage={selectedVendor.vassalage}
          vendorName={selectedVendor.displayName}
        />
      )}
    </div>
  );
}
