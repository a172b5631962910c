import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageNamespace } from '../../../core/plugin/definePlugin';
import { Field } from '../../../core/ui/Field';

/** The account search over the whole team (a prefix, every level); empty goes back to the tree. */
export function TeamSearch({
  value,
  onSearch,
}: {
  value: string;
  onSearch: (text: string) => void;
}) {
  const { t } = useTranslation(pageNamespace('agent-team'));
  const [text, setText] = useState(value);
  return (
    <form
      role="search"
      className="wl-agent-team__search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <Field
        label={t('team.search_label')}
        name="account"
        type="search"
        maxLength={32}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <button type="submit" className="wl-button">
        {t('team.search')}
      </button>
      {value && (
        <button
          type="button"
          className="wl-button wl-button--ghost"
          onClick={() => {
            setText('');
            onSearch('');
          }}
        >
          {t('team.clear')}
        </button>
      )}
    </form>
  );
}
