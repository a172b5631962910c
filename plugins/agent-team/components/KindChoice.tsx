import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { pageNamespace } from '../../../core/plugin/definePlugin';
import type { MemberKind } from '../api';

const KINDS: readonly MemberKind[] = ['player', 'agent'];

/** Agent or player: two radio buttons in a named group. */
export function KindChoice({
  legend,
  value,
  onChange,
}: {
  legend: string;
  value: MemberKind;
  onChange: (kind: MemberKind) => void;
}) {
  const { t } = useTranslation(pageNamespace('agent-team'));
  const name = useId();
  return (
    <fieldset className="wl-agent-team__kinds">
      <legend>{legend}</legend>
      {KINDS.map((kind) => (
        <label key={kind} className="wl-agent-team__kind">
          <input
            type="radio"
            name={name}
            value={kind}
            checked={value === kind}
            onChange={() => onChange(kind)}
          />
          {t(`kind.${kind}`)}
        </label>
      ))}
    </fieldset>
  );
}
