import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../core/ui/ErrorPanel';
import { Spinner } from '../../../core/ui/Spinner';
import { useCurrencySymbol } from '../../../core/runtime/useCurrencySymbol';
import { formatMoney } from '../../../core/ui/money/formatMoney';
import { useBalance, useConsolidatedFunds, useVendorWallets } from '../api';
import { RecallAllButton } from './RecallAllButton';
import { TransferForm } from './TransferForm';
import { WalletCards } from './WalletCards';

/** The wallets of a multi-wallet merchant, what they add up to, and the two ways to move money. */
export function TransferWorkspace() {
  const { t } = useTranslation('wallet');
  const balance = useBalance(true);
  const vendors = useVendorWallets(true);
  const funds = useConsolidatedFunds(true);
  const symbol = useCurrencySymbol();
  const failed = [balance, vendors].find((query) => query.isError);
  if (failed) return <ErrorPanel error={failed.error} onRetry={() => void failed.refetch()} />;
  if (!balance.data || !vendors.data) return <Spinner />;
  const main = balance.data.balance;
  const wallets = vendors.data.wallets;
  return (
    <>
      <WalletCards main={main} vendors={wallets} currency={balance.data.currency} />
      <p className="wl-wallet__total">
        {t('transfer.total')}{' '}
        <strong data-testid="wallet-total">
          {funds.data ? formatMoney(funds.data.total, symbol, funds.data.currency) : '…'}
        </strong>
      </p>
      <RecallAllButton vendors={wallets} />
      <TransferForm main={main} vendors={wallets} />
    </>
  );
}
