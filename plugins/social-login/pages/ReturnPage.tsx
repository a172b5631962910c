import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RETURN_CHANNEL, readReturnQuery } from '../flow/returnMessage';

/**
 * Where the provider sends the person back, inside the sign-in window: hands the answer to the
 * window that started the sign-in (same origin only, via BroadcastChannel), drops the one-time
 * code from the address and closes itself.
 */
export default function ReturnPage() {
  const { t } = useTranslation('social-login');
  useEffect(() => {
    const message = readReturnQuery(window.location.search);
    window.history.replaceState(null, '', window.location.pathname);
    if (!message) return;
    const channel = new BroadcastChannel(RETURN_CHANNEL);
    channel.postMessage(message);
    channel.close();
    window.close();
  }, []);
  return (
    <div className="wl-page wl-page--centred">
      <p>{t('return.done')}</p>
    </div>
  );
}
