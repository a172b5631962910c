import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { fetchCaptcha } from './captchaImage';

const REFRESH_GAP_MS = 1000;

/** A form's captcha: the image, its id to send along, and the person's answer. */
export interface Captcha {
  image: string | null;
  id: string;
  answer: string;
  setAnswer: (answer: string) => void;
  /** Another image; refreshes closer than a second apart are ignored (§9). */
  refresh: () => void;
  /** The answer was sent and is spent, right or wrong: a new image and an empty field. */
  renew: () => void;
}

/**
 * A captcha for a form (§4 Captcha, §2 Feedback modal). `owner` keeps forms' images apart;
 * `enabled` false fetches nothing (a login asks for a captcha only after a failure).
 */
export function useCaptcha(owner: string, enabled = true): Captcha {
  const [round, setRound] = useState(0);
  const [answer, setAnswer] = useState('');
  const lastRefresh = useRef(0);
  const query = useQuery({
    queryKey: [owner, 'captcha', round],
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
  return {
    image: query.data?.image ?? null,
    id: query.data?.id ?? '',
    answer,
    setAnswer,
    refresh,
    renew: () => {
      setAnswer('');
      refresh();
    },
  };
}
