import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../core/api/ApiError';
import { request } from '../../../core/api/request';
import { showToast } from '../../../core/ui/toast/toasts';
import { Field } from '../../../core/ui/Field';
import { FormError } from '../../../core/ui/form/FormError';
import { useSubmit } from '../../../core/ui/form/useSubmit';
import { FundsPasswordField } from '../../../core/ui/money/FundsPasswordField';
import { useSecurityCache, type MemberProfile } from '../api';
import { accountDigits, accountNumberFailure, bankFailure } from '../rules/bankCardRules';
import type { Failures } from '../rules/failure';
import { fundsPasswordFailure } from '../rules/fundsPasswordRules';
import { realNameFailure } from '../rules/profileRules';
import { useFailureText } from './useFailureText';

/**
 * Adds a card: a bank of the merchant's list, the number typed in full (the only place it is
 * ever shown), the payee prefilled with the real name (the platform refuses any other), and the
 * funds password once the member has one.
 */
export function AddBankCardForm({ banks, profile }: { banks: string[]; profile: MemberProfile }) {
  const { t } = useTranslation('security-centre');
  const cache = useSecurityCache();
  const text = useFailureText();
  const bankId = useId();
  const [bank, setBank] = useState('');
  const [number, setNumber] = useState('');
  const [payee, setPayee] = useState(profile.realName ?? '');
  const [branch, setBranch] = useState('');
  const [funds, setFunds] = useState('');
  const [failures, setFailures] = useState<Failures>({});

  const add = useSubmit({
    validate: () => {
      const found: Failures = {};
      const checks = {
        bank: bankFailure(bank, banks),
        number: accountNumberFailure(number),
        payee: realNameFailure(payee),
        funds: profile.hasFundsPassword ? fundsPasswordFailure(funds) : null,
      };
      for (const [field, failure] of Object.entries(checks)) if (failure) found[field] = failure;
      setFailures(found);
      return Object.keys(found).length === 0;
    },
    action: async () => {
      try {
        await request('addBankCard', {
          bankName: bank,
          accountNumber: accountDigits(number),
          payeeName: payee.trim(),
          ...(branch.trim() ? { branch: branch.trim() } : {}),
          ...(profile.hasFundsPassword ? { fundsPassword: funds } : {}),
        });
      } catch (error) {
        // Every field rule was checked here first; what the platform still refuses as invalid is
        // a number already bound (to this or another account), so say that beside the number.
        if (error instanceof ApiError && error.code === 'VALIDATION_FAILED') {
          setFailures({ number: { key: 'cards.duplicate' } });
          return;
        }
        throw error;
      }
      setNumber('');
      setBranch('');
      setFunds('');
      await Promise.all([cache.refreshCards(), cache.refreshProfile()]);
      showToast({ title: t('cards.added'), tone: 'success' });
    },
  });

  return (
    <form className="wl-security__panel" onSubmit={add.onSubmit} noValidate aria-busy={add.pending}>
      <h3>{t('cards.add_title')}</h3>
      <div className="wl-field">
        <label htmlFor={bankId}>{t('cards.bank')}</label>
        <select
          id={bankId}
          name="bankName"
          value={bank}
          onChange={(event) => setBank(event.target.value)}
          aria-invalid={failures.bank ? true : undefined}
          aria-describedby={failures.bank ? `${bankId}-error` : undefined}
        >
          <option value="">{t('cards.choose_bank')}</option>
          {banks.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        {failures.bank && (
          <span id={`${bankId}-error`} className="wl-field__error" role="alert">
            {text(failures.bank)}
          </span>
        )}
      </div>
      <Field
        label={t('cards.number')}
        name="accountNumber"
        inputMode="numeric"
        autoComplete="off"
        maxLength={23}
        value={number}
        onChange={(event) => setNumber(event.target.value)}
        error={text(failures.number)}
      />
      <Field
        label={t('cards.payee')}
        name="payeeName"
        autoComplete="name"
        value={payee}
        onChange={(event) => setPayee(event.target.value)}
        error={text(failures.payee)}
      />
      <Field
        label={t('cards.branch')}
        name="branch"
        value={branch}
        onChange={(event) => setBranch(event.target.value)}
      />
      {profile.hasFundsPassword && (
        <FundsPasswordField value={funds} onChange={setFunds} error={text(failures.funds)} />
      )}
      <FormError messageKey={add.errorKey} />
      <button type="submit" className="wl-button" disabled={add.pending}>
        {t('cards.add')}
      </button>
    </form>
  );
}
