import { LANG_TAGS, type LangCode } from '../../core/i18n/languages';
import { checkAmount } from '../../core/ui/money/checkAmount';
import { formatAmount } from '../../core/ui/money/formatAmount';
import type { WithdrawSettings } from './api';

/** A rule's text: an i18n key and its values; `ns` is core's for the shared amount rules. */
export interface RuleText {
  key: string;
  values?: Record<string, string | number>;
  ns?: 'core' | 'core-member' | 'withdraw';
}

/**
 * Why the withdraw button is off before anything is typed, or null: turnover still to wager
 * (issue 12 point 6), today's requests used up, or less money than the smallest withdrawal.
 */
export function submitBlock(settings: WithdrawSettings): RuleText | null {
  if (settings.turnover.remaining > 0)
    return {
      key: 'block.turnover',
      values: { remaining: formatAmount(settings.turnover.remaining) },
    };
  if (settings.todayCount >= settings.dailyLimit)
    return { key: 'block.daily_limit', values: { limit: settings.dailyLimit } };
  if (settings.withdrawable < settings.min)
    return { key: 'block.balance', values: { min: formatAmount(settings.min) } };
  return null;
}

/**
 * The partial-receipt amount (§4): a number with at most 2 decimals, more than 0 and less than
 * the withdrawal's amount. Null when it may be sent.
 */
export function checkReceivedAmount(text: string, amount: number): RuleText | null {
  const problem = checkAmount(text);
  if (problem && problem.key !== 'amount.not_positive') return { ...problem, ns: 'core-member' };
  const cents = Math.round(Number(text.replaceAll(',', '')) * 100);
  if (problem || cents >= Math.round(amount * 100))
    return { key: 'confirm.partial_rule', values: { amount: formatAmount(amount) } };
  return null;
}

/**
 * What of a withdrawal did not arrive (§3 withdrawal confirmation, remaining amount): the amount
 * less the received part, counted in cents so 53.45 − 30 is 23.45 and not 23.450000000000003.
 */
export function remainingAmount(amount: number, received: number): number {
  return (Math.round(amount * 100) - Math.round(received * 100)) / 100;
}

/** A time of day in the reader's language, 24-hour (e.g. 21:40), for "treated as received at". */
export function formatClock(iso: string, lang: LangCode): string {
  return new Intl.DateTimeFormat(LANG_TAGS[lang], {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}
