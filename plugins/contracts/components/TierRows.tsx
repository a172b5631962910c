import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FIELD_FORMAT, type ContractKind } from '../model/kinds';
import {
  MAX_TIERS,
  MIN_TIERS,
  tierErrorKey,
  type RuleErrors,
  type RuleText,
  type TierDraft,
} from '../model/tierRules';

/**
 * The tiers of a proposal: one fieldset per tier with the type's fields (§3), each with the rule
 * it broke under it, and buttons to add a tier (up to 5) or remove one (at least 1 stays).
 */
export function TierRows({
  kind,
  tiers,
  errors,
  onChange,
}: {
  kind: ContractKind;
  tiers: readonly TierDraft[];
  errors: RuleErrors;
  onChange: (tiers: TierDraft[]) => void;
}) {
  const { t } = useTranslation('contracts');
  const baseId = useId();
  const ruleText = (rule: RuleText) => t(rule.key, rule.values);
  const edit = (row: number, field: string, value: string) =>
    onChange(tiers.map((tier, index) => (index === row ? { ...tier, [field]: value } : tier)));
  return (
    <div className="wl-contracts__tiers">
      {tiers.map((tier, row) => (
        <fieldset key={row} className="wl-contracts__tier">
          <legend>{t('tiers.legend', { number: row + 1 })}</legend>
          {kind.tierFields.map((field) => {
            const id = `${baseId}-${row}-${field}`;
            const error = errors[tierErrorKey(row, field)];
            const optional = kind.optionalFields.includes(field);
            return (
              <div className="wl-field" key={field}>
                <label htmlFor={id}>
                  {t(`fields.${field}`)}
                  {optional && ` ${t('tiers.optional')}`}
                </label>
                <input
                  id={id}
                  name={`tier-${row}-${field}`}
                  inputMode={FIELD_FORMAT[field] === 'count' ? 'numeric' : 'decimal'}
                  autoComplete="off"
                  value={tier[field] ?? ''}
                  onChange={(event) => edit(row, field, event.target.value)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                />
                {error && (
                  <span id={`${id}-error`} className="wl-field__error" role="alert">
                    {ruleText(error)}
                  </span>
                )}
              </div>
            );
          })}
          <button
            type="button"
            className="wl-button wl-button--ghost"
            disabled={tiers.length <= MIN_TIERS}
            onClick={() => onChange(tiers.filter((_, index) => index !== row))}
          >
            {t('tiers.remove', { number: row + 1 })}
          </button>
        </fieldset>
      ))}
      {errors.tiers && (
        <p className="wl-field__error" role="alert">
          {ruleText(errors.tiers)}
        </p>
      )}
      <button
        type="button"
        className="wl-button wl-button--ghost"
        disabled={tiers.length >= MAX_TIERS}
        onClick={() => onChange([...tiers, {}])}
      >
        {t('tiers.add')}
      </button>
    </div>
  );
}
