import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { ApiError } from '../../../core/api/ApiError';
import { platformUrl } from '../../../core/api/platformUrl';
import { prepareWindow } from '../../../core/ui/openWindow';
import { useLaunchBase } from '../../../core/ui/useCdnHosts';
import { request } from '../../../core/api/request';
import { requestGameLaunch } from '../../../core/api/requestGameLaunch';
import type { LangCode } from '../../../core/i18n/languages';
import { useLanguage } from '../../../core/i18n/useLanguage';
import { showAlert } from '../../../core/runtime/alerts';
import { vendorGamesModal } from '../handles';
import { loginPrompt } from '../../../core/plugin/handles';
import { openModal } from '../../../core/runtime/ui';
import { session } from '../../../core/session/session';
import { prizeMode } from '../vendors/laneRules';
import { useVendorLanes } from '../vendors/useVendorLanes';
import { planLaunch, seamlessPath, type Launchable, type LaunchParams } from './planLaunch';

/** Opens the game in a window prepared during the click, so the browser does not block it. */
async function launchInNewWindow(
  params: LaunchParams,
  language: LangCode,
  launchBase: string,
): Promise<void> {
  const prepared = prepareWindow();
  if (!prepared) {
    showAlert({ messageKey: 'errors.popup_blocked' });
    return;
  }
  try {
    const { url } = await requestGameLaunch({
      ...params,
      device: 'WEB',
      language,
      backUrl: window.location.href,
    });
    const address = platformUrl(url, launchBase, window.location.origin);
    if (!address) throw new ApiError('BAD_RESPONSE', 'launch url is not http(s)', 0, 'launchGame');
    prepared.go(address);
  } catch (error) {
    prepared.close();
    throw error;
  }
}

/** The one way the lobby starts a game or opens a vendor (§4 Game launch). */
export function useLaunchGame() {
  const [, navigate] = useLocation();
  const snap = useSnapshot(session);
  const language = useLanguage();
  const lanes = useVendorLanes();
  const launchBase = useLaunchBase();
  const mode = prizeMode(lanes.data ?? []);
  const vendorCard = (vassalage: string) =>
    lanes.data?.flatMap((lane) => lane.cards).find((card) => card.vassalage === vassalage);

  const launch = async (item: Launchable): Promise<void> => {
    const plan = planLaunch(item, snap, mode);
    try {
      switch (plan.kind) {
        case 'login':
          openModal(loginPrompt);
          return;
        case 'need-true-account':
          showAlert({ messageKey: 'errors.need_true_account' });
          return;
        case 'maintenance':
          showAlert({ messageKey: 'errors.game_maintenance' });
          return;
        case 'vendor-games':
          openModal(vendorGamesModal, { vassalage: plan.vassalage, gameType: plan.gameType });
          return;
        case 'route':
          navigate(plan.to);
          return;
        case 'first-game': {
          const first = await request('gameList', {
            clientType: 3,
            platform: 'flash,html5-desktop',
            gameType: plan.gameType,
            vassalage: plan.vassalage,
            language,
            pageNo: 1,
            pageSize: 1,
          });
          const game = first.games?.[0];
          if (!game) throw new ApiError('NOT_FOUND', 'vendor has no game', 404, 'gameList');
          await launch({
            ...game,
            maintenance: item.maintenance ?? game.maintenance,
            ...(item.sportsTab ? { sportsTab: item.sportsTab } : {}),
          });
          return;
        }
        case 'launch':
          if (vendorCard(plan.params.vassalage)?.appNewWindow)
            await launchInNewWindow(plan.params, language, launchBase());
          else navigate(seamlessPath(plan.params));
          return;
      }
    } catch (error) {
      const key = error instanceof ApiError ? error.messageKey : 'errors.system_error';
      showAlert({ messageKey: key });
    }
  };
  return launch;
}
