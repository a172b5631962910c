import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../../core/api/request';
import { showToast } from '../../../core/ui/toast/toasts';
import { Field } from '../../../core/ui/Field';
import { FormError } from '../../../core/ui/form/FormError';
import { useSubmit } from '../../../core/ui/form/useSubmit';
import { FundsPasswordField } from '../../../core/ui/money/FundsPasswordField';
import { useSecurityCache, type MemberProfile } from '../api';
import type { Failures } from '../rules/failure';
import { confirmFailure, fundsPasswordFailure } from '../rules/fundsPasswordRules';
import { useFailureText } from './useFailureText';

/**
 * Funds password (6 digits, asked for by withdrawals and card binding): set the first one with
 * the login password, or change it with the old one.
 */
export function FundsPasswordSection({ profile }: { profile: MemberProfile }) {
  const { t } = useTranslation('security-centre');
  const cache = useSecurityCache();
  const text = useFailureText();
  const setting = !profile.hasFundsPassword;
  const [proof, setProof] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [failures, setFailures] = useState<Failures>({});

  const save = useSubmit({
    validate: () => {
      const found: Failures = {};
      if (!proof)
        found.proof = {
          key: setting ? 'rules.login_password_required' : 'core:funds_password.required',
        };
      const rule = fundsPasswordFailure(next);
      if (rule) found.next = rule;
      // The rule first: a mismatch only counts once the new password itself is acceptable.
      else {
        const mismatch = confirmFailure(next, confirm);
        if (mismatch) found.confirm = mismatch;
      }
      setFailures(found);
      return Object.keys(found).length === 0;
    },
    action: async () => {
      if (setting)
        await request('setFundsPassword', {
          password: proof,
          fundsPassword: next,
          confirmFundsPassword: confirm,
        });
      else
        await request('changeFundsPassword', {
          oldFundsPassword: proof,
          newFundsPassword: next,
          confirmFundsPassword: confirm,
        });
      setProof('');
      setNext('');
      setConfirm('');
      setFailures({});
      await cache.refreshProfile();
      showToast({ title: t(setting ? 'funds.set_done' : 'funds.change_done'), tone: 'success' });
    },
  });

  return (
    <form
      className="wl-security__panel"
      onSubmit={save.onSubmit}
      noValidate
      aria-busy={save.pending}
    >
      <h3>{t(setting ? 'funds.set_title' : 'funds.change_title')}</h3>
      <p>{t(setting ? 'funds.set_hint' : 'funds.change_hint')}</p>
      {setting ? (
        <Field
          label={t('funds.login_password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={proof}
          onChange={(event) => setProof(event.target.value)}
          error={text(failures.proof)}
        />
      ) : (
        <FundsPasswordField
          label={t('funds.old')}
          name="oldFundsPassword"
          value={proof}
          onChange={setProof}
          error={text(failures.proof)}
        />
      )}
      <FundsPasswordField
        label={t('funds.new')}
        name="fundsPassword"
        value={next}
        onChange={setNext}
        error={text(failures.next)}
      />
      <FundsPasswordField
        label={t('funds.confirm')}
        name="confirmFundsPassword"
        value={confirm}
        onChange={setConfirm}
        error={text(failures.confirm)}
      />
      <FormError messageKey={save.errorKey} />
      <button type="submit" className="wl-button" disabled={save.pending}>
        {t(setting ? 'funds.set' : 'funds.change')}
      </button>
    </form>
  );
}
