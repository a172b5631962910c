import { useQuery } from '@tanstack/react-query';
import { request } from '../api/request';
import { useEndpointAllowed } from '../api/useEndpointAllowed';
import { useImageUrl } from '../ui/useCdnHosts';

/** §7 member icon: the platform's picture of the signed-in member, cleared with the session. */
export const MEMBER_ICON_KEY = ['core', 'memberIcon'] as const;

/**
 * The member's picture beside the account name in the header (§7 member icon, PROFPIC3). Shown
 * only for a real member of a merchant with the module: a trial account has no profile. The
 * image is decoration (the name beside it says who it is), so it is hidden from screen readers;
 * a failed call or image leaves the empty round box, so the name never moves.
 */
export function MemberAvatar({ trial }: { trial: boolean }) {
  const allowed = useEndpointAllowed('memberIcon') && !trial;
  return allowed ? <AvatarBox /> : null;
}

function AvatarBox() {
  const imageUrl = useImageUrl();
  const icon = useQuery({
    queryKey: MEMBER_ICON_KEY,
    queryFn: ({ signal }) => request('memberIcon', {}, { signal }),
    staleTime: Infinity,
    retry: false,
  });
  const url = icon.data?.iconUrl.trim();
  // The round box stands from the first render, empty until (or unless) the picture comes.
  return (
    <span className="wl-account-menu__avatar" aria-hidden="true">
      {url && (
        <img
          src={imageUrl(url)}
          alt=""
          width={24}
          height={24}
          decoding="async"
          onError={(event) => {
            event.currentTarget.hidden = true;
          }}
        />
      )}
    </span>
  );
}
