import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../core/ui/money/formatAmount';
import type { VendorWallet } from '../api';

/** One card per wallet, the main one first, each with its balance (§9 amounts). */
export function WalletCards({ main, vendors }: { main: number; vendors: readonly VendorWallet[] }) {
  const { t } = useTranslation('wallet');
  return (
    <ul className="wl-wallet__cards" aria-label={t('transfer.wallets_label')}>
      <WalletCard name={t('transfer.main')} balance={main} main />
      {vendors.map((wallet) => (
        <WalletCard
          key={wallet.vendor}
          name={wallet.displayName}
          balance={wallet.balance}
          note={wallet.maintenance ? t('transfer.maintenance') : undefined}
        />
      ))}
    </ul>
  );
}

function WalletCard({
  name,
  balance,
  note,
  main = false,
}: {
  name: string;
  balance: number;
  note?: string;
  main?: boolean;
}) {
  return (
    <li className={main ? 'wl-wallet-card wl-wallet-card--main' : 'wl-wallet-card'}>
      <h3 className="wl-wallet-card__name">{name}</h3>
      <p className="wl-wallet-card__balance">{formatAmount(balance)}</p>
      {note && <p className="wl-wallet-card__note">{note}</p>}
    </li>
  );
}
