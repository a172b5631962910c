import { session } from '../session/session';
import { request, type RequestOptions } from './request';
import type { ApiTypes } from '../../generated/api';

export type GameLaunchParams = ApiTypes['launchGame']['request'];
export type GameLaunchAnswer = ApiTypes['launchGame']['response'];

const SOCIAL = 'social:';

/**
 * Every game launch of a member (§4 Game launch, §7). A session a social provider opened launches
 * through the platform's own call for it (GCS_gameLaunchFB, §7 "game launch, social login"), naming
 * the provider; every other session through launchGame. The lobby and the lottery both launch, so
 * the choice lives here once.
 */
export function requestGameLaunch(
  params: GameLaunchParams,
  options: RequestOptions = {},
): Promise<GameLaunchAnswer> {
  const signIn = session.signIn;
  if (signIn?.startsWith(SOCIAL))
    return request('gameLaunchFB', { ...params, provider: signIn.slice(SOCIAL.length) }, options);
  return request('launchGame', params, options);
}
