import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../../core/api/request';
import { showToast } from '../../../core/ui/toast/toasts';
import { copyText } from '../../../core/ui/copyText';
import { Field } from '../../../core/ui/Field';
import { FormError } from '../../../core/ui/form/FormError';
import { useSubmit } from '../../../core/ui/form/useSubmit';
import { QrCode } from '../../../core/ui/qr/QrCode';
import { useSecurityCache, type MemberProfile } from '../api';
import type { Failure } from '../rules/failure';
import { useFailureText } from './useFailureText';

const CODE = /^\d{6}$/;

/**
 * Authenticator-app two-factor. Turning it on asks the platform for a new secret, shows it as a
 * QR code and as text (with a copy button), and takes effect only once a code from the app
 * proves the app has it. Turning it off also takes a current code.
 */
export function TwoFactorSection({ profile }: { profile: MemberProfile }) {
  const { t } = useTranslation('security-centre');
  const cache = useSecurityCache();
  const text = useFailureText();
  const [secret, setSecret] = useState<{ secret: string; otpauthUri: string } | null>(null);
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<Failure | null>(null);
  const enabled = profile.twoFactorEnabled;

  const start = useSubmit({
    action: async () => {
      setSecret(await request('twoFactorSetup', {}));
      setCode('');
    },
  });

  const confirm = useSubmit({
    validate: () => {
      const found = CODE.test(code.trim()) ? null : { key: 'rules.authenticator_code' };
      setFailure(found);
      return !found;
    },
    action: async () => {
      await request(enabled ? 'twoFactorDisable' : 'twoFactorEnable', { code: code.trim() });
      setSecret(null);
      setCode('');
      await cache.refreshProfile();
      showToast({
        title: t(enabled ? 'two_factor.off_done' : 'two_factor.on_done'),
        tone: 'success',
      });
    },
  });

  const codeForm = (submitKey: string) => (
    <form onSubmit={confirm.onSubmit} noValidate aria-busy={confirm.pending}>
      <Field
        label={t('two_factor.code')}
        name="authenticatorCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={text(failure)}
      />
      <FormError messageKey={confirm.errorKey} />
      <button type="submit" className="wl-button" disabled={confirm.pending}>
        {t(submitKey)}
      </button>
    </form>
  );

  return (
    <div className="wl-security__panel">
      <h3>{t('two_factor.title')}</h3>
      <p role="status">{t(enabled ? 'two_factor.is_on' : 'two_factor.is_off')}</p>
      {enabled && codeForm('two_factor.turn_off')}
      {!enabled && !secret && (
        <>
          <p>{t('two_factor.intro')}</p>
          <FormError messageKey={start.errorKey} />
          <button
            type="button"
            className="wl-button"
            onClick={() => void start.submit()}
            disabled={start.pending}
          >
            {t('two_factor.turn_on')}
          </button>
        </>
      )}
      {!enabled && secret && (
        <div className="wl-security__setup">
          <p>{t('two_factor.scan')}</p>
          <QrCode value={secret.otpauthUri} size={120} label={t('two_factor.qr_label')} />
          <p className="wl-security__fact">
            <span>{t('two_factor.secret')}</span>{' '}
            <code className="wl-security__secret" data-testid="two-factor-secret">
              {secret.secret}
            </code>{' '}
            <button
              type="button"
              className="wl-button wl-button--ghost"
              onClick={() => void copyText(secret.secret)}
            >
              {t('two_factor.copy')}
            </button>
          </p>
          {codeForm('two_factor.confirm')}
        </div>
      )}
    </div>
  );
}
