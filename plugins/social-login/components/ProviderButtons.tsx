import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime, usePluginOptions } from '../../../core/runtime/RuntimeContext';
import { offeredProviders, type Provider, type SocialLoginOptions } from '../providers';
import { openProviderWindow } from '../providerWindow';
import '../social-login.css';

/**
 * One-click sign-in buttons in the login popup (§2 Modals), one per provider the site offers
 * and the platform has switched on. This chunk loads with the popup, so it stays small: the
 * sign-in itself loads on the first click.
 */
export default function ProviderButtons() {
  const { flags } = useRuntime();
  const providers = offeredProviders(usePluginOptions<SocialLoginOptions>('social-login'), flags);
  return providers.length > 0 ? <Buttons providers={providers} /> : null;
}

function Buttons({ providers }: { providers: Provider[] }) {
  const { t } = useTranslation('social-login');
  const { t: tc } = useTranslation('core');
  const [busy, setBusy] = useState<Provider | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const signIn = (provider: Provider) => {
    setFailure(null);
    // opened during the click, before anything is awaited, or the browser blocks it
    const popup = openProviderWindow();
    if (!popup) {
      setFailure('errors.popup_blocked');
      return;
    }
    setBusy(provider);
    import('../flow/runSocialLogin')
      .then(({ runSocialLogin }) => runSocialLogin(provider, popup))
      .catch(() => {
        popup.close();
        return 'errors.network';
      })
      .then((messageKey) => {
        setBusy(null);
        setFailure(messageKey);
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
          {tc(failure)}
        </p>
      )}
    </div>
  );
}
