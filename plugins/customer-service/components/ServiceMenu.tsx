import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useRuntime } from '../../../core/runtime/RuntimeContext';
import { resourceUrl } from '../channels/safeUrl';
import { SIDE_MENU_TYPES, placedAt } from '../channels/serviceEntries';
import { useChannels } from './useChannels';

/**
 * The side menu's customer-service block (§2 Side menu): the entries placed LEFT (§3 csPosition)
 * of the types LIVECHAT, TELEGRAM, TELEGRAM1, TELEGRAM2, FACEBOOK, each only when listed; the
 * platform's telegram channel (its TELEGRAM resource), when listed; and the customer-service
 * item, a link to this plugin's page of every channel. Addresses of other sites open beside the
 * game, never in its place.
 */
export default function ServiceMenu() {
  const { t } = useTranslation('customer-service');
  const { permission } = useRuntime();
  const channel = resourceUrl(permission.resources, 'TELEGRAM');
  const links = placedAt(useChannels(), 'LEFT', SIDE_MENU_TYPES).map((entry) => [
    t(`type.${entry.type}`),
    entry.url,
  ]);
  if (channel) links.push([t('telegram_channel'), channel]);
  return (
    <ul className="wl-side-menu__list" aria-label={t('label')}>
      {links.map(([name, url]) => (
        <li key={name}>
          <a className="wl-menu-link" href={url} target="_blank" rel="noopener noreferrer">
            {name}
          </a>
        </li>
      ))}
      <li>
        <Link href="/customerService" className="wl-menu-link">
          {t('label')}
        </Link>
      </li>
    </ul>
  );
}
