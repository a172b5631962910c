import { placedAt, type ServiceEntry, type ServiceSources } from './serviceEntries';

/** Every type either place shows, the telegrams together: the customer-service page's order. */
export const ALL_TYPES = [
  'LIVECHAT',
  'VIP',
  'TWITTER',
  'TELEGRAM',
  'TELEGRAM1',
  'TELEGRAM2',
  'LINE',
  'FACEBOOK',
];

/**
 * Every channel of both places in the page's order, the right bar's before the menu's of the
 * same type, one link per address. Its own module, so only the page's chunk carries it.
 */
export function everyChannel(sources: ServiceSources): ServiceEntry[] {
  const ordered = ALL_TYPES.flatMap((type) => [
    ...placedAt(sources, 'RIGHT', [type]),
    ...placedAt(sources, 'LEFT', [type]),
  ]);
  return ordered.filter(
    (entry, index) =>
      ordered.findIndex((other) => other.type === entry.type && other.url === entry.url) === index,
  );
}
