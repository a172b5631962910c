import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';

const REFRESH_GAP_MS = 1000;

export interface CaptchaImage {
  image: string;
  id: string;
}

/**
 * A captcha image for a form (§4 Captcha, §2 Feedback modal): each refresh asks for a new image,
 * and refreshes closer than a second apart are ignored (§9). `owner` keeps forms' images apart.
 */
export function useCaptcha(owner: string, fetchImage: () => Promise<CaptchaImage>, enabled = true) {
  const [round, setRound] = useState(0);
  const lastRefresh = useRef(0);
  const query = useQuery({
    queryKey: [owner, 'captcha', round],
    queryFn: fetchImage,
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
