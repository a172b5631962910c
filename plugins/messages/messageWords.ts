import type { TFunction } from 'i18next';
import type { LangCode } from '../../core/i18n/languages';
import type { InboxMessage } from './api';
import { noticeText } from './noticeText';

/** What the inbox shows of a message: operator mail as written, a §8 notice in the reader's words. */
export interface MessageWords {
  title: string;
  /** Operator mail: its body, plain text or server HTML (shown through SafeHtml). */
  html?: string;
  /** A notice: the sentence with its time and amount. */
  text?: string;
}

/** Operator mail is plain text or HTML; plain text keeps its line breaks instead of being parsed. */
const HTML_TAG = /<[a-z][^>]*>/i;

export function messageWords(
  t: TFunction<'messages'>,
  lang: LangCode,
  message: InboxMessage,
): MessageWords {
  if (message.kind === 'newMail')
    return HTML_TAG.test(message.content)
      ? { title: message.title, html: message.content }
      : { title: message.title, text: message.content };
  const words = noticeText(t, lang, { ...message, at: message.createdAt });
  return { title: words.title, text: words.body };
}
