import '../wallet.css';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../core/ui/ErrorPanel';
import { Spinner } from '../../../core/ui/Spinner';
import { useBalance, useFundsPasswordSet, useUpline } from '../api';
import { UplineTransferForm } from '../components/UplineTransferForm';

/**
 * Member centre page transferUpline (§2, AGETRANSFERUP3): a downline of an agent sends money from
 * its main wallet to its upline, after a confirm step that names the upline account. A member
 * without an upline is told why there is nothing to do here.
 */
export default function TransferUplinePage() {
  const { t } = useTranslation('wallet');
  const upline = useUpline();
  const balance = useBalance(true);
  const passwordSet = useFundsPasswordSet();
  const queries = [upline, balance, passwordSet];
  const failed = queries.find((query) => query.isError);
  return (
    <section className="wl-wallet" aria-labelledby="wl-upline-title">
      <h2 id="wl-upline-title" className="wl-section-title">
        {t('upline.title')}
      </h2>
      {failed && <ErrorPanel error={failed.error} onRetry={() => void failed.refetch()} />}
      {!failed && queries.some((query) => query.isPending) && <Spinner />}
      {upline.data === null && <p className="wl-wallet__notice">{t('upline.none')}</p>}
      {upline.data && balance.data && passwordSet.data !== undefined && (
        <UplineTransferForm
          uplineAccount={upline.data}
          main={balance.data.balance}
          hasFundsPassword={passwordSet.data}
        />
      )}
    </section>
  );
}
