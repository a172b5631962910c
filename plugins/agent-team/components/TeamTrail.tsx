import { useTranslation } from 'react-i18next';
import { pageNamespace } from '../../../core/plugin/definePlugin';

/**
 * The levels drilled into (my team › t01 › t01a02): each one but the last goes back to that level.
 * Drawn from the platform's trail, so a reload of a drilled page shows the same way back.
 */
export function TeamTrail({
  trail,
  searching,
  onOpen,
}: {
  trail: readonly { account: string }[];
  /** A search result is not a level: "my team" leads back out of it. */
  searching: boolean;
  onOpen: (account: string | null) => void;
}) {
  const { t } = useTranslation(pageNamespace('agent-team'));
  const steps: { account: string | null; label: string }[] = [
    { account: null, label: t('team.my_team') },
    ...trail.map((step) => ({ account: step.account, label: step.account })),
    ...(searching ? [{ account: '', label: t('team.search_results') }] : []),
  ];
  return (
    <nav aria-label={t('team.breadcrumb')} className="wl-agent-team__trail">
      <ol>
        {steps.map((step, index) => (
          <li key={`${index}-${step.account}`}>
            {index === steps.length - 1 ? (
              <span aria-current="page">{step.label}</span>
            ) : (
              <button
                type="button"
                className="wl-agent-team__crumb"
                onClick={() => onOpen(step.account)}
              >
                {step.label}
              </button>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
