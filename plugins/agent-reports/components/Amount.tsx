import { formatAmount } from '../../../core/ui/money/formatAmount';

/** An amount (§9: 2 decimals); `signed` colours gains and losses and gives a gain its "+". */
export function Amount({ value, signed = false }: { value: number; signed?: boolean }) {
  if (!signed || value === 0) return <span>{formatAmount(value)}</span>;
  return (
    <span className={value > 0 ? 'wl-agent-reports__gain' : 'wl-agent-reports__loss'}>
      {value > 0 ? `+${formatAmount(value)}` : formatAmount(value)}
    </span>
  );
}
