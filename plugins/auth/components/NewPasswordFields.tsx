import { useTranslation } from 'react-i18next';
import { Field } from '../../../core/ui/Field';
import { pageNamespace } from '../../../core/plugin/definePlugin';

/** The new-password pair of the change and recovery forms, with autocomplete for password managers. */
export function NewPasswordFields({
  newPassword,
  confirm,
  onNewPassword,
  onConfirm,
  errors,
}: {
  newPassword: string;
  confirm: string;
  onNewPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  errors: { newPassword: string | null; confirm: string | null };
}) {
  const { t } = useTranslation(pageNamespace('auth'));
  return (
    <>
      <Field
        label={t('password.new')}
        type="password"
        name="newPassword"
        autoComplete="new-password"
        value={newPassword}
        onChange={(event) => onNewPassword(event.target.value)}
        error={errors.newPassword}
      />
      <Field
        label={t('password.confirm')}
        type="password"
        name="confirmNewPassword"
        autoComplete="new-password"
        value={confirm}
        onChange={(event) => onConfirm(event.target.value)}
        error={errors.confirm}
      />
    </>
  );
}
