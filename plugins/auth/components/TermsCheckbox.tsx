import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePluginOptions, useRuntime } from '../../../core/runtime/RuntimeContext';
import { pageNamespace } from '../../../core/plugin/definePlugin';

/**
 * The terms box of §5: ticked by default; unticked it stops the form with agree_terms. The age it
 * certifies is the site's age gate (§1 "at least 18", configurable per §5).
 */
export function TermsCheckbox({
  checked,
  onChange,
  error,
}: {
  checked: boolean;
  onChange: (value: boolean) => void;
  error: string | null;
}) {
  const { t } = useTranslation(pageNamespace('auth'));
  const options = usePluginOptions('auth');
  const { site } = useRuntime();
  const errorId = useId();
  return (
    <div className="wl-field">
      <label className="wl-checkbox">
        <input
          type="checkbox"
          name="terms"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <span>
          {t('register.terms_before', { age: site.limits.ageGate })}{' '}
          <a href={options.termsUrl} target="_blank" rel="noopener">
            {t('register.terms_link')}
          </a>
        </span>
      </label>
      {error && (
        <span id={errorId} className="wl-field__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
