import { useQuery } from '@tanstack/react-query';
import { request } from '../../core/api/request';
import { requestGameLaunch } from '../../core/api/requestGameLaunch';
import { useLanguage } from '../../core/i18n/useLanguage';
import { nextRefreshMs } from './draws';
import type { LotteryKind, PrizeMode } from './lotteryRoute';
import type { LotteryView } from './lotteryQuery';

// The Vietnam lottery has its own gateway calls (menu, recent, draws); SEA and the plain lottery
// use the general ones. Both answer in the same shapes.
const isVnGateway = (kind: LotteryKind) => kind === 'vn';

export interface LaunchParams {
  vassalage: string;
  gameCode: string;
  prizeMode: PrizeMode;
  view: LotteryView;
}

/** The lottery lobby launch (§7 "Lottery lobby call"); never cached, a launch URL is one-use. */
export function useLotteryLaunch(params: LaunchParams | null) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['lottery', 'launch', params, language],
    queryFn: ({ signal }) =>
      requestGameLaunch(
        {
          ...params!,
          gameType: 'LOTT',
          lottoArea: 'VN',
          launchMode: 'LOTT',
          device: 'WEB',
          backUrl: `${window.location.origin}/`,
          language,
        },
        { signal },
      ),
    enabled: params !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/** The lottery games grouped by menu, to switch between. */
export function useLotteryMenus(kind: LotteryKind, prizeMode: PrizeMode) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['lottery', 'menus', kind, prizeMode, language],
    queryFn: ({ signal }) =>
      isVnGateway(kind)
        ? request('vnLotteryMenu', { prizeMode, device: 'WEB', language }, { signal })
        : request('gameMenus', { prizeMode, device: 'WEB', language }, { signal }),
    meta: { lang: true },
    staleTime: 5 * 60_000,
  });
}

/** The member's recently played lottery games. */
export function useRecentLottery(kind: LotteryKind) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['lottery', 'recent', kind, language],
    queryFn: ({ signal }) =>
      isVnGateway(kind)
        ? request('vnRecentLottery', { language }, { signal })
        : request('recentLotteryGames', { language }, { signal }),
    meta: { lang: true },
  });
}

/** The game's current issue and last result; asked again as soon as the issue closes. */
export function useOpenedDraws(kind: LotteryKind, gameCode: string) {
  return useQuery({
    queryKey: ['lottery', 'draws', kind, gameCode],
    queryFn: ({ signal }) =>
      isVnGateway(kind)
        ? request('vnOpenedDraws', { gameCode }, { signal })
        : request('openedDraws', { gameCode }, { signal }),
    refetchInterval: (query) => nextRefreshMs(query.state.data, Date.now()),
  });
}

/** Whether lottery bets use the main wallet (§3 Lottery wallet: hasMerchantWallet = isSingle). */
export function useMerchantWallet() {
  return useQuery({
    queryKey: ['lottery', 'merchant-wallet'],
    queryFn: ({ signal }) => request('merchantWallet', {}, { signal }),
  });
}
