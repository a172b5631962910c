import '../customer-service.css';
import { useTranslation } from 'react-i18next';
import { useRuntime, usePluginOptions } from '../../../core/runtime/RuntimeContext';
import { serviceEntries } from '../serviceEntries';

/** Right-bar customer-service entries (§2): LIVECHAT, VIP, TWITTER, TELEGRAM, LINE, FACEBOOK. */
export default function ServiceBar() {
  const { site, permission } = useRuntime();
  const options = usePluginOptions('customer-service');
  const { t } = useTranslation('customer-service');
  if (!options.rightBar) return null;
  const entries = serviceEntries(permission.customerService ?? [], site.layout.customerService);
  if (entries.length === 0) return null;
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
