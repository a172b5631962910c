import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../core/api/ApiError';
import { useLaunchBase } from '../../../core/ui/useCdnHosts';
import { ErrorPanel } from '../../../core/ui/ErrorPanel';
import { Spinner } from '../../../core/ui/Spinner';
import { useLotteryLaunch, type LaunchParams } from '../api';
import { platformUrl } from '../../../core/api/platformUrl';
import { GameFrame } from './GameFrame';
import { NoGame } from './NoGame';

// Retrying cannot cure these: the game is down, the account is a trial, or the module is off.
const FINAL_CODES = new Set(['GAME_MAINTENANCE', 'NEED_TRUE_ACCOUNT', 'OPERATION_NOT_ALLOWED']);

/** Launches the lottery and shows its page, or says why it cannot. */
export function GameArea({ launch, gameName }: { launch: LaunchParams; gameName: string }) {
  const { t } = useTranslation('lottery');
  // One launch host per page view (§7 launchGameCDNs): a re-render must not move the game's frame.
  const [launchBase] = useState(useLaunchBase());
  const result = useLotteryLaunch(launch);
  if (result.isPending) return <Spinner label={t('frame.loading')} />;
  if (result.isError) {
    const code = result.error instanceof ApiError ? result.error.code : '';
    if (code === 'NOT_FOUND') return <NoGame gameCode={launch.gameCode} />;
    return (
      <ErrorPanel
        error={result.error}
        onRetry={FINAL_CODES.has(code) ? undefined : () => void result.refetch()}
      />
    );
  }
  const url = platformUrl(result.data.url, launchBase, window.location.origin);
  if (!url) return <ErrorPanel messageKey="errors.system_error" />;
  return <GameFrame url={url} newWindow={result.data.newWindow} gameName={gameName} />;
}
