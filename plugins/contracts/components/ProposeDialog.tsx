import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../core/ui/Field';
import { FormError } from '../../../core/ui/form/FormError';
import { useSubmit } from '../../../core/ui/form/useSubmit';
import { Modal } from '../../../core/ui/Modal';
import { contractCall, type Contract, type ContractRequest } from '../api';
import { PERIOD_TYPES, type ContractKind, type PeriodType } from '../model/kinds';
import {
  checkAccount,
  checkBettingUnit,
  checkTiers,
  topRate,
  type RuleErrors,
  type RuleText,
  type TierDraft,
} from '../model/tierRules';
import { LowerRateNotice } from './LowerRateNotice';
import { TierRows } from './TierRows';

/** What the proposal asks of the platform once its fields pass their rules. */
type Proposal = Pick<
  ContractRequest,
  'downlineAccount' | 'periodType' | 'bettingUnit' | 'tiers'
> & { rate: number };

/**
 * Proposing a contract to a direct downline (§4 new contract request): the downline's account,
 * the period (dividends) or the betting unit (daily and hourly salaries), and 1 to 5 tiers. The
 * platform is asked first what the offer would end (`preview`); when it would end contracts of
 * the downline with its own downlines (§4 lower-rate rule), the dialog says which and why and
 * sends only on an explicit confirm. Not a money call: nothing moves until a period settles.
 */
export function ProposeDialog({
  kind,
  onClose,
  onSent,
}: {
  kind: ContractKind;
  onClose: () => void;
  onSent: (downline: string) => void;
}) {
  const { t } = useTranslation('contracts');
  const periodId = useId();
  const accountInput = useRef<HTMLInputElement>(null);
  const confirmQuestion = useRef<HTMLParagraphElement>(null);
  const [account, setAccount] = useState('');
  const [periodType, setPeriodType] = useState<PeriodType>('D');
  const [bettingUnit, setBettingUnit] = useState('');
  const [tiers, setTiers] = useState<TierDraft[]>([{}]);
  const [errors, setErrors] = useState<RuleErrors>({});
  const [checked, setChecked] = useState<{ proposal: Proposal; affected: Contract[] } | null>(null);
  const ruleText = (rule: RuleText | undefined) => (rule ? t(rule.key, rule.values) : null);

  /** Reads the form; null (with the failed rules shown) when a rule fails. */
  const read = (): Proposal | null => {
    const found: RuleErrors = {};
    const who = checkAccount(account);
    if (who.error) found.downlineAccount = who.error;
    const unit = kind.hasBettingUnit ? checkBettingUnit(bettingUnit) : {};
    if (unit.error) found.bettingUnit = unit.error;
    const checkedTiers = checkTiers(kind, tiers);
    Object.assign(found, checkedTiers.errors);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      if (found.downlineAccount) accountInput.current?.focus();
      return null;
    }
    return {
      downlineAccount: who.value!,
      periodType: kind.choosesPeriod ? periodType : 'D',
      ...(unit.value !== undefined ? { bettingUnit: unit.value } : {}),
      // checkTiers passed, so there are 1 to 5 of them: the schema's tuple of 1 to 10 holds.
      tiers: checkedTiers.tiers as NonNullable<ContractRequest['tiers']>,
      rate: topRate(kind, checkedTiers.tiers, unit.value),
    };
  };

  const create = async ({ rate: _rate, ...proposal }: Proposal) => {
    await contractCall(kind, { action: 'create', ...proposal });
    onSent(proposal.downlineAccount!);
  };

  const previewFirst = useSubmit({
    action: async () => {
      const proposal = read();
      if (!proposal) return;
      const { rate: _rate, ...params } = proposal;
      const preview = await contractCall(kind, { action: 'preview', ...params });
      const affected = preview.affected ?? [];
      if (affected.length > 0) {
        setChecked({ proposal, affected });
        // The form gives way to the explanation: move the reader there, not to the page.
        requestAnimationFrame(() => confirmQuestion.current?.focus());
      } else await create(proposal);
    },
  });
  const confirm = useSubmit({ action: () => create(checked!.proposal) });

  const confirmStep = checked && (
    <div className="wl-contracts__confirm">
      <LowerRateNotice
        kind={kind}
        offeredRate={checked.proposal.rate}
        affected={checked.affected}
        variant="proposal"
      />
      <p ref={confirmQuestion} tabIndex={-1}>
        {t('propose.confirm_question', { downline: checked.proposal.downlineAccount })}
      </p>
      <FormError messageKey={confirm.errorKey} />
      <div className="wl-dialog-actions">
        <button
          type="button"
          className="wl-button wl-button--ghost"
          onClick={() => setChecked(null)}
        >
          {t('actions.back')}
        </button>
        <button type="button" className="wl-button wl-button--ghost" onClick={onClose}>
          {t('actions.cancel')}
        </button>
        <button
          type="button"
          className="wl-button"
          disabled={confirm.pending}
          onClick={() => void confirm.submit()}
        >
          {t('propose.confirm_send')}
        </button>
      </div>
    </div>
  );

  return (
    <Modal
      title={t(checked ? 'propose.confirm_title' : `propose.title.${kind.id}`)}
      onClose={onClose}
      size="large"
    >
      {confirmStep || (
        <form
          className="wl-contracts__form"
          onSubmit={previewFirst.onSubmit}
          onChange={previewFirst.clearError}
          noValidate
          aria-busy={previewFirst.pending}
        >
          <Field
            ref={accountInput}
            label={t('propose.downline')}
            name="downlineAccount"
            autoComplete="off"
            value={account}
            onChange={(event) => setAccount(event.target.value)}
            error={ruleText(errors.downlineAccount)}
          />
          {kind.choosesPeriod && (
            <div className="wl-field">
              <label htmlFor={periodId}>{t('fields.periodType')}</label>
              <select
                id={periodId}
                name="periodType"
                value={periodType}
                onChange={(event) => setPeriodType(event.target.value as PeriodType)}
              >
                {PERIOD_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`periods.${type}`)}
                  </option>
                ))}
              </select>
            </div>
          )}
          {kind.hasBettingUnit && (
            <Field
              label={t('fields.bettingUnit')}
              name="bettingUnit"
              inputMode="numeric"
              autoComplete="off"
              value={bettingUnit}
              onChange={(event) => setBettingUnit(event.target.value)}
              error={ruleText(errors.bettingUnit)}
            />
          )}
          <p className="wl-field__hint">{t(`tiers.hint.${kind.id}`)}</p>
          <TierRows kind={kind} tiers={tiers} errors={errors} onChange={setTiers} />
          <FormError messageKey={previewFirst.errorKey} />
          <div className="wl-dialog-actions">
            <button type="button" className="wl-button wl-button--ghost" onClick={onClose}>
              {t('actions.cancel')}
            </button>
            <button type="submit" className="wl-button" disabled={previewFirst.pending}>
              {previewFirst.pending ? t('actions.sending') : t('propose.send')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
