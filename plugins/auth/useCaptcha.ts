import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { fetchCaptcha } from './api';

const REFRESH_GAP_MS = 1000;

/**
 * The captcha a form shows once the server asks for one (§4 Captcha). Each refresh is a new
 * image; refreshes closer than a second apart are ignored (§9).
 */
export function useCaptcha(enabled: boolean) {
  const [round, setRound] = useState(0);
  const lastRefresh = useRef(0);
  const query = useQuery({
    queryKey: ['auth', 'captcha', round],
    queryFn: fetchCaptcha,
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const refresh = () => {
    const now = Date.now();
    if (now - lastRefresh.current < REFRESH_GAP_MS) return;
    lastRefresh.current = now;
    setRound((value) => value + 1);
  };
  return { image: query.data?.image ?? null, id: query.data?.id ?? '', refresh };
}
