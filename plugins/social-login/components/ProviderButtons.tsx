import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime, usePluginOptions } from '../../../core/runtime/RuntimeContext';
import { describeChunkFailure } from '../../../core/ui/chunkFailure';
import { chunkMessageParams } from '../../../core/ui/chunkMessage';
import { withChunkTimeout } from '../../../core/ui/chunkTimeout';
import { offeredProviders, type Provider } from '../providers';
import { openProviderWindow } from '../providerWindow';
import '../social-login.css';

/**
 * One-click sign-in buttons in the login popup (§2 Modals), one per provider the site offers
 * and the platform has switched on. This chunk loads with the popup, so it stays small: the
 * sign-in itself loads on the first click.
 */
export default function ProviderButtons() {
  const { flags } = useRuntime();
  const providers = offeredProviders(usePluginOptions('social-login'), flags);
  return providers.length > 0 ? <Buttons providers={providers} /> : null;
}

/** A failure to show under the buttons: a core message key and its values. */
interface Failure {
  key: string;
  params?: Record<string, string>;
}

/** A sign-in chunk that did not load says which file (§8); anything else is the network's. */
function failureOf(error: unknown): Failure {
  const chunk = describeChunkFailure(error);
  return chunk
    ? { key: 'errors.chunk_load', params: chunkMessageParams(chunk) }
    : { key: 'errors.network' };
}

function Buttons({ providers }: { providers: Provider[] }) {
  const { t } = useTranslation('social-login');
  const { t: tc } = useTranslation('core');
  const [busy, setBusy] = useState<Provider | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);

  const signIn = (provider: Provider) => {
    setFailure(null);
    // opened during the click, before anything is awaited, or the browser blocks it
    const popup = openProviderWindow();
    if (!popup) {
      setFailure({ key: 'errors.popup_blocked' });
      return;
    }
    setBusy(provider);
    withChunkTimeout(() => import('../flow/runSocialLogin'), 'social-login sign-in')
      .then(({ runSocialLogin }) => runSocialLogin(provider, popup))
      .then(
        (messageKey): Failure | null => (messageKey ? { key: messageKey } : null),
        (error: unknown) => {
          popup.close();
          return failureOf(error);
        },
      )
      .then((outcome) => {
        setBusy(null);
        setFailure(outcome);
      });
  };

  return (
    <div className="wl-social-login" role="group" aria-label={t('title')}>
      <p className="wl-social-login__title">{t('or')}</p>
      <div className="wl-social-login__buttons">
        {providers.map((provider) => {
          const name = t(`providers.${provider}`);
          return (
            <button
              key={provider}
              type="button"
              className={`wl-button wl-button--ghost wl-social-login__button wl-social-login__button--${provider}`}
              disabled={busy !== null}
              aria-busy={busy === provider || undefined}
              onClick={() => signIn(provider)}
            >
              {busy === provider ? t('busy', { provider: name }) : t('button', { provider: name })}
            </button>
          );
        })}
      </div>
      {failure && (
        <p className="wl-form-error" role="alert">
          {tc(failure.key, failure.params)}
        </p>
      )}
    </div>
  );
}
