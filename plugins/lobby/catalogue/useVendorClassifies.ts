import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { request } from '../../../core/api/request';
import { useEndpointAllowed } from '../../../core/api/useEndpointAllowed';
import { session } from '../../../core/session/session';
import { RNG_CLASSIFIES } from './rngClassifies';

/** One RNG sub-category offered by the filter; `count` only when the platform gave it. */
export interface ClassifyOption {
  code: string;
  count?: number;
}

const STATIC_OPTIONS: readonly ClassifyOption[] = RNG_CLASSIFIES.map((code) => ({ code }));

/**
 * The RNG sub-categories a vendor has (§7 game type, GCSGAME_getVassGameType, module GAMELO3,
 * token call): asked only when a vendor is selected, the merchant has the module and someone is
 * signed in. Without a vendor, while the answer is on its way, or when it fails, the filter keeps
 * the static list, so it never empties or jumps to nothing.
 */
export function useVendorClassifies(
  vassalage: string,
  enabled: boolean,
): readonly ClassifyOption[] {
  const { isLogin } = useSnapshot(session);
  const allowed = useEndpointAllowed('vassGameType');
  // INHOUSE is the lobby's own group of vendors, not a platform vassalage.
  const ask = enabled && allowed && isLogin && vassalage !== '' && vassalage !== 'INHOUSE';
  const answer = useQuery({
    queryKey: ['lobby', 'vassGameType', vassalage],
    queryFn: ({ signal }) => request('vassGameType', { vassalage }, { signal }),
    enabled: ask,
    staleTime: 5 * 60_000,
    retry: false,
  });
  if (!ask || !answer.isSuccess) return STATIC_OPTIONS;
  return answer.data
    .filter((row) => row.gameClassify !== '' && row.gameCount > 0)
    .map((row) => ({ code: row.gameClassify, count: row.gameCount }));
}
