import { useTranslation } from 'react-i18next';
import { useCurrencySymbol } from '../../../core/runtime/useCurrencySymbol';
import { formatMoney } from '../../../core/ui/money/formatMoney';
import type { VendorWallet } from '../api';

/**
 * One card per wallet, the main one first, each with its balance in the brand's currency (§3, §9);
 * `currency` is the balance call's code, shown when the platform sends no symbol.
 */
export function WalletCards({
  main,
  vendors,
  currency,
}: {
  main: number;
  vendors: readonly VendorWallet[];
  currency: string;
}) {
  const { t } = useTranslation('wallet');
  const symbol = useCurrencySymbol();
  const money = (value: number) => formatMoney(value, symbol, currency);
  return (
    <ul className="wl-wallet__cards" aria-label={t('transfer.wallets_label')}>
      <WalletCard name={t('transfer.main')} balance={money(main)} main />
      {vendors.map((wallet) => (
        <WalletCard
          key={wallet.vendor}
          name={wallet.displayName}
          balance={money(wallet.balance)}
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
  /** Already formatted. */
  balance: string;
  note?: string;
  main?: boolean;
}) {
  return (
    <li className={main ? 'wl-wallet-card wl-wallet-card--main' : 'wl-wallet-card'}>
      <h3 className="wl-wallet-card__name">{name}</h3>
      <p className="wl-wallet-card__balance">{balance}</p>
      {note && <p className="wl-wallet-card__note">{note}</p>}
    </li>
  );
}
