import '../customer-service.css';
import { useTranslation } from 'react-i18next';
import { usePluginOptions } from '../../../core/runtime/RuntimeContext';
import { RIGHT_BAR_TYPES, placedAt } from '../channels/serviceEntries';
import { useChannels } from './useChannels';

/**
 * Right-bar customer-service entries (§2): those placed RIGHT (§3 csPosition) of the types
 * LIVECHAT, VIP, TWITTER, TELEGRAM, LINE, FACEBOOK. Nothing at all when there are none.
 */
export default function ServiceBar() {
  const options = usePluginOptions('customer-service');
  const { t } = useTranslation('customer-service');
  const entries = placedAt(useChannels(), 'RIGHT', RIGHT_BAR_TYPES);
  if (!options.rightBar || entries.length === 0) return null;
  return (
    <ul className="wl-service-bar" aria-label={t('label')}>
      {entries.map((entry) => (
        <li key={entry.type}>
          <a
            className="wl-service-bar__link"
            href={entry.url}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t(`type.${entry.type}`)}
          </a>
        </li>
      ))}
    </ul>
  );
}
