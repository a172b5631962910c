import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { platformUrl } from '../../../core/api/platformUrl';
import { requestGameLaunch } from '../../../core/api/requestGameLaunch';
import { useLaunchBase } from '../../../core/ui/useCdnHosts';
import { useLanguage } from '../../../core/i18n/useLanguage';
import { ErrorPanel } from '../../../core/ui/ErrorPanel';
import { Spinner } from '../../../core/ui/Spinner';
import { VendorFrame } from '../../../core/ui/VendorFrame';
import { sportsTabOf } from '../launch/planLaunch';

/**
 * A game that plays inside the site (§2 /seamless, no side menu): the launch call runs here, so a
 * reload or a shared link starts the game again rather than showing a stale address.
 */
export default function SeamlessPage() {
  const { t } = useTranslation('lobby');
  const language = useLanguage();
  // One launch host per page view (§7 launchGameCDNs): a re-render must not move the game's frame.
  const [launchBase] = useState(useLaunchBase());
  const params = new URLSearchParams(useSearch());
  const game = {
    vassalage: params.get('vassalage') ?? '',
    gameType: params.get('gameType') ?? '',
    gameCode: params.get('gameCode') ?? '',
  };
  const nodeId = params.get('nodeId');
  const sportsTab = sportsTabOf(params.get('sportsTab'));
  const launch = useQuery({
    queryKey: ['lobby', 'launch', game, nodeId, sportsTab],
    queryFn: ({ signal }) =>
      requestGameLaunch(
        {
          ...game,
          ...(nodeId ? { nodeId } : {}),
          ...(sportsTab ? { sportsTab } : {}),
          device: 'WEB',
          language,
          backUrl: window.location.origin + '/',
        },
        { signal },
      ),
    enabled: game.vassalage !== '' && game.gameCode !== '',
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  // Only an http(s) address is framed; anything else from the platform is treated as no answer.
  const frame = launch.data
    ? platformUrl(launch.data.url, launchBase, window.location.origin)
    : null;
  if (!game.vassalage || !game.gameCode) {
    return (
      <div className="wl-page wl-page--centred">
        {/* The message is all this page has to say, so it is the page's heading. */}
        <h1>{t('seamless.missing')}</h1>
        <Link href="/" className="wl-button">
          {t('seamless.home')}
        </Link>
      </div>
    );
  }
  return (
    <div className="wl-seamless">
      {launch.isPending && <Spinner label={t('seamless.starting')} />}
      {launch.isError && <ErrorPanel error={launch.error} onRetry={() => void launch.refetch()} />}
      {frame && (
        <VendorFrame
          className="wl-seamless__frame"
          src={frame}
          title={t('seamless.frame_title', { game: game.gameCode })}
        />
      )}
    </div>
  );
}
