import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageNamespace } from '../../../core/plugin/definePlugin';
import { ErrorPanel } from '../../../core/ui/ErrorPanel';
import { Field } from '../../../core/ui/Field';
import { FormError } from '../../../core/ui/form/FormError';
import { useSubmit } from '../../../core/ui/form/useSubmit';
import { Spinner } from '../../../core/ui/Spinner';
import { showToast } from '../../../core/ui/toast/toasts';
import { ruleProblem, type RuleProblem } from '../accountRules';
import { TEAM_KEY, teamCalls, useAccountRules, type AccountRules, type MemberKind } from '../api';
import { KindChoice } from './KindChoice';

type FieldName = 'account' | 'password' | 'confirm' | 'nickname';
type Problems = Partial<Record<FieldName, RuleProblem>>;

/** registerCenter's "add account" tab: the brand's rules are checked before anything is sent. */
export function AddDownlineForm() {
  const rules = useAccountRules();
  if (rules.isError) return <ErrorPanel error={rules.error} onRetry={() => void rules.refetch()} />;
  if (!rules.data) return <Spinner />;
  return <AddDownlineFields rules={rules.data} />;
}

function AddDownlineFields({ rules }: { rules: AccountRules }) {
  const { t } = useTranslation(pageNamespace('agent-team'));
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Record<FieldName, string>>({
    account: '',
    password: '',
    confirm: '',
    nickname: '',
  });
  const [kind, setKind] = useState<MemberKind>('player');
  const [problems, setProblems] = useState<Problems>({});
  const inputs = useRef(new Map<FieldName, HTMLInputElement>());

  const check = (): boolean => {
    const found: Problems = {};
    const account = ruleProblem(values.account, rules.account, t('field.account'));
    const password = ruleProblem(values.password, rules.password, t('field.password'));
    if (account) found.account = account;
    if (password) found.password = password;
    if (values.confirm !== values.password) found.confirm = { key: 'rules.mismatch', values: {} };
    if (values.nickname.trim().length > rules.nicknameMax)
      found.nickname = { key: 'rules.nickname_long', values: { max: rules.nicknameMax } };
    setProblems(found);
    const first = (['account', 'password', 'confirm', 'nickname'] as const).find((f) => found[f]);
    if (first) inputs.current.get(first)?.focus();
    return first === undefined;
  };

  const send = useSubmit({
    validate: check,
    action: async () => {
      const made = await teamCalls.createDownline({
        account: values.account.trim(),
        password: values.password,
        confirmPassword: values.confirm,
        type: kind,
        ...(values.nickname.trim() ? { nickname: values.nickname.trim() } : {}),
      });
      setValues({ account: '', password: '', confirm: '', nickname: '' });
      await queryClient.invalidateQueries({ queryKey: TEAM_KEY });
      showToast({ title: t('add.done', { account: made.account }), tone: 'success' });
    },
  });

  const field = (name: FieldName, label: string, type: string, autoComplete: string) => (
    <Field
      label={label}
      name={name}
      type={type}
      autoComplete={autoComplete}
      value={values[name]}
      ref={(node) => {
        if (node) inputs.current.set(name, node);
      }}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setValues((old) => ({ ...old, [name]: value }));
        setProblems((old) => ({ ...old, [name]: undefined }));
        send.clearError();
      }}
      error={problems[name] ? t(problems[name].key, problems[name].values) : null}
    />
  );

  return (
    <form
      className="wl-agent-team__form"
      noValidate
      onSubmit={send.onSubmit}
      aria-busy={send.pending}
    >
      <h3 className="wl-agent-team__subtitle">{t('add.title')}</h3>
      {field('account', t('add.account'), 'text', 'off')}
      {field('password', t('add.password'), 'password', 'new-password')}
      {field('confirm', t('add.confirm'), 'password', 'new-password')}
      {field('nickname', t('add.nickname'), 'text', 'off')}
      <KindChoice legend={t('add.type')} value={kind} onChange={setKind} />
      <FormError messageKey={send.errorKey} />
      <button type="submit" className="wl-button" disabled={send.pending}>
        {t('add.submit')}
      </button>
    </form>
  );
}
