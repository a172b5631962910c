import { useTranslation } from 'react-i18next';
import { pageNamespace } from '../../../core/plugin/definePlugin';
import { everyChannel } from '../channels/everyChannel';
import { shownAddress } from '../channels/shownAddress';
import { useChannels } from './useChannels';

/**
 * Every customer-service channel of the brand, both positions (§3 csPosition), each with the
 * address it opens, so a visitor sees the handle too; whatever the right bar's option says.
 */
export function ServiceChannels() {
  const { t } = useTranslation([pageNamespace('customer-service'), 'customer-service']);
  const entries = everyChannel(useChannels());
  if (entries.length === 0) return <p>{t('none')}</p>;
  return (
    <ul className="wl-service-channels">
      {entries.map((entry) => (
        <li key={`${entry.type} ${entry.url}`}>
          <a
            className="wl-service-channels__link"
            href={entry.url}
            target="_blank"
            rel="noopener noreferrer"
          >
            <span className="wl-service-channels__name">
              {t(`type.${entry.type}`, { ns: 'customer-service' })}
            </span>
            <span className="wl-service-channels__address">{shownAddress(entry.url)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
