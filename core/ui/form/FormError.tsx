import { useTranslation } from 'react-i18next';

/** A form's failure above its buttons, announced; the key comes from the §8 catalogue. */
export function FormError({ messageKey }: { messageKey: string | null }) {
  const { t } = useTranslation('core');
  if (!messageKey) return null;
  return (
    <p className="wl-form-error" role="alert">
      {t(messageKey)}
    </p>
  );
}
