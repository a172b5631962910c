import type { TFunction } from 'i18next';
import type { LangCode } from '../../core/i18n/languages';
import { formatAmount } from '../../core/ui/money/formatAmount';
import { formatDateTime } from '../../core/ui/dates/formatDateTime';

/** The §8 notification kinds; the platform sends the kind, the words are ours, in the reader's language. */
export type NoticeKind =
  'newMail' | 'depositArrived' | 'withdrawalApproved' | 'withdrawalRejected' | 'depositFailed';

export interface NoticeFacts {
  kind: NoticeKind;
  /** Money amount (2 decimals) of a deposit or withdrawal. */
  amount?: number;
  /** ISO-8601 time of the event. */
  at: string;
  /** Operator mail only: its subject. */
  title?: string;
}

/**
 * The §8 wording of a notification: a title and a sentence with the time and the amount, from the
 * plugin's `notice.<kind>` texts. Operator mail keeps its own subject in the sentence.
 */
export function noticeText(
  t: TFunction<'messages'>,
  lang: LangCode,
  facts: NoticeFacts,
): { title: string; body: string } {
  const params = {
    time: formatDateTime(facts.at, lang),
    amount: formatAmount(facts.amount ?? 0),
    subject: facts.title ?? '',
  };
  return {
    title: t(`notice.${facts.kind}.title`),
    body: t(`notice.${facts.kind}.body`, params),
  };
}
