import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { pageNamespace } from '../../../core/plugin/definePlugin';

interface AccountFilterProps {
  /** The account the report is narrowed to, '' for the whole team. */
  value: string;
  onChange: (account: string) => void;
}

/**
 * The downline filter: typed, then applied with its button (or Enter), so the report is asked
 * once per account rather than once per keystroke.
 */
export function AccountFilter({ value, onChange }: AccountFilterProps) {
  const { t } = useTranslation(pageNamespace('agent-reports'));
  const id = useId();
  const [draft, setDraft] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(draft);
  };
  return (
    <form
      className="wl-agent-reports__account"
      onSubmit={submit}
      role="search"
      aria-label={t('filters.account_search')}
    >
      <div className="wl-field">
        <label htmlFor={id}>{t('filters.account')}</label>
        <input
          id={id}
          type="search"
          value={draft}
          maxLength={32}
          autoComplete="off"
          placeholder={t('filters.account_placeholder')}
          onChange={(event) => setDraft(event.target.value)}
        />
      </div>
      <button type="submit" className="wl-button">
        {t('filters.apply')}
      </button>
      {value !== '' && (
        <button
          type="button"
          className="wl-button wl-button--ghost"
          onClick={() => {
            setDraft('');
            onChange('');
          }}
        >
          {t('filters.whole_team')}
        </button>
      )}
    </form>
  );
}
