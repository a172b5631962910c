import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../i18n/i18n';
import { checkAmount, type AmountProblem, type AmountRules } from './checkAmount';
import { checkFundsPassword } from './checkFundsPassword';

/**
 * The amount and funds-password pair of a money form (withdraw, cash to points): their values,
 * the rule each stopped at, and `validate` for useSubmit, which marks both and focuses the first
 * broken one. A problem is `undefined` until a submit (each field checks itself once left), then
 * the rule it stopped at or null; typing in the field clears it.
 */
export function useAmountAndPassword(rules: AmountRules) {
  const { t } = useTranslation(MEMBER_NS);
  const amountInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [amountProblem, setAmountProblem] = useState<AmountProblem | null | undefined>(undefined);
  const [passwordProblem, setPasswordProblem] = useState<string | null | undefined>(undefined);
  // Bumped by clear(): the fields keyed by it start again untouched, their "left" checks included.
  const [generation, setGeneration] = useState(0);
  return {
    amount,
    password,
    /** The key of both fields: a cleared form's fields are new ones, silent until typed in. */
    generation,
    /** Spread on AmountField. */
    amountField: {
      ref: amountInput,
      value: amount,
      onChange: (value: string) => {
        setAmount(value);
        setAmountProblem(undefined);
      },
      ...(amountProblem !== undefined ? { error: amountProblem } : {}),
    },
    /** Spread on FundsPasswordField. */
    passwordField: {
      ref: passwordInput,
      value: password,
      onChange: (value: string) => {
        setPassword(value);
        setPasswordProblem(undefined);
      },
      ...(passwordProblem !== undefined ? { error: passwordProblem } : {}),
    },
    validate: (): boolean => {
      const brokenAmount = checkAmount(amount, rules);
      const brokenPassword = checkFundsPassword(password);
      setAmountProblem(brokenAmount);
      setPasswordProblem(brokenPassword && t(brokenPassword));
      if (brokenAmount) amountInput.current?.focus();
      else if (brokenPassword) passwordInput.current?.focus();
      return brokenAmount === null && brokenPassword === null;
    },
    /** Empties both after a success and starts them again untouched. */
    clear: () => {
      setAmount('');
      setPassword('');
      setAmountProblem(undefined);
      setPasswordProblem(undefined);
      setGeneration((n) => n + 1);
    },
  };
}
