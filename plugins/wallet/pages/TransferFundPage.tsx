import '../wallet.css';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../core/ui/ErrorPanel';
import { Spinner } from '../../../core/ui/Spinner';
import { useBalance, useMerchantWallet } from '../api';
import { TransferWorkspace } from '../components/TransferWorkspace';
import { WalletCards } from '../components/WalletCards';

/**
 * Member centre page transferFund (§2 wallet): the main wallet and one per vendor, transfers in
 * and out, recall all, and the total. A single-wallet merchant says so and shows the main wallet
 * alone: there is nothing to transfer there.
 */
export default function TransferFundPage() {
  const { t } = useTranslation('wallet');
  const merchant = useMerchantWallet();
  return (
    <section className="wl-wallet" aria-labelledby="wl-wallet-title">
      <h2 id="wl-wallet-title" className="wl-section-title">
        {t('transfer.title')}
      </h2>
      {merchant.isPending && <Spinner />}
      {merchant.isError && (
        <ErrorPanel error={merchant.error} onRetry={() => void merchant.refetch()} />
      )}
      {merchant.data?.isSingle === true && <SingleWallet />}
      {merchant.data?.isSingle === false && <TransferWorkspace />}
    </section>
  );
}

function SingleWallet() {
  const { t } = useTranslation('wallet');
  const balance = useBalance(true);
  return (
    <>
      <p className="wl-wallet__notice">{t('transfer.single')}</p>
      {balance.isError && (
        <ErrorPanel error={balance.error} onRetry={() => void balance.refetch()} />
      )}
      {balance.data && (
        <WalletCards main={balance.data.balance} vendors={[]} currency={balance.data.currency} />
      )}
    </>
  );
}
