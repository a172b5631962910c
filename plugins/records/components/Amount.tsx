import { formatAmount } from '../../../core/ui/money/formatAmount';

/** An amount (§9 format); `signed` colours gains and losses, for win/loss and account movements. */
export function Amount({ value, signed = false }: { value: number; signed?: boolean }) {
  const tone =
    !signed || value === 0 ? undefined : value > 0 ? 'wl-amount--gain' : 'wl-amount--loss';
  return <span className={tone}>{formatAmount(value)}</span>;
}
