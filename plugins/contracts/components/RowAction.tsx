/**
 * A button in a table row: a short visible word, and a name that also says which row it acts on
 * ("Accept, agent01"), since a list of identical "Accept" buttons says nothing out of context.
 * The name starts with the visible word, so speech control finds it by what it shows.
 */
export function RowAction({
  label,
  context,
  onClick,
  primary = false,
}: {
  label: string;
  context: string;
  onClick: () => void;
  primary?: boolean;
}) {
  return (
    <button
      type="button"
      className={primary ? 'wl-button' : 'wl-button wl-button--ghost'}
      aria-label={`${label}, ${context}`}
      onClick={onClick}
    >
      {label}
    </button>
  );
}
