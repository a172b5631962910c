import { useTranslation } from 'react-i18next';

/** A polite busy indicator with a text for screen readers. */
export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation('core');
  return (
    <div className="wl-spinner" role="status" aria-live="polite">
      <span className="wl-spinner__dot" aria-hidden="true" />
      <span className="wl-visually-hidden">{label ?? t('status.loading')}</span>
    </div>
  );
}
