import { useQuery } from '@tanstack/react-query';
import type { ApiTypes } from '../../generated/api';
import { request } from '../../core/api/request';
import { useLanguage } from '../../core/i18n/useLanguage';

export type HelpArticle = ApiTypes['helpCenter']['response'][number];
export type FeedbackInput = ApiTypes['feedback']['request'];

/**
 * The help centre in the current language (§7: query lang and device WEB), in the platform's
 * order. `meta.lang` makes a language change refetch it (§4).
 */
export function useHelpCentre() {
  const lang = useLanguage();
  return useQuery({
    queryKey: ['help', 'centre', lang],
    queryFn: async ({ signal }) => {
      const articles = await request('helpCenter', { lang, device: 'WEB' }, { signal });
      return [...articles].sort((a, b) => (a.sequence ?? 0) - (b.sequence ?? 0));
    },
    meta: { lang: true },
    staleTime: 10 * 60_000,
  });
}

/** PUT /wps/feedback (§7): content, sender, type, captcha. A mutation: never retried. */
export function sendFeedback(input: FeedbackInput) {
  return request('feedback', input);
}
