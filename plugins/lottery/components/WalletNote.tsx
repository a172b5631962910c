import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANG_TAGS } from '../../../core/i18n/languages';
import { useLanguage } from '../../../core/i18n/useLanguage';
import { ErrorPanel } from '../../../core/ui/ErrorPanel';
import { Spinner } from '../../../core/ui/Spinner';
import { useMerchantWallet } from '../api';

/** Which wallet pays for lottery bets (§3 Lottery wallet: hasMerchantWallet from isSingle). */
export function WalletNote() {
  const { t } = useTranslation('lottery');
  const lang = useLanguage();
  const headingId = useId();
  const wallet = useMerchantWallet();
  const hasMerchantWallet = wallet.data?.isSingle;
  const amount = new Intl.NumberFormat(LANG_TAGS[lang], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return (
    <section className="wl-lottery__panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="wl-lottery__panel-title">
        {t('wallet.title')}
      </h2>
      {wallet.isPending && <Spinner />}
      {wallet.isError && <ErrorPanel error={wallet.error} onRetry={() => void wallet.refetch()} />}
      {wallet.data && (
        <p data-wallet={hasMerchantWallet ? 'merchant' : 'lottery'}>
          {hasMerchantWallet ? t('wallet.single') : t('wallet.separate')}
        </p>
      )}
      {wallet.data?.balance !== undefined && (
        <p>{t('wallet.balance', { amount: amount.format(wallet.data.balance) })}</p>
      )}
    </section>
  );
}
