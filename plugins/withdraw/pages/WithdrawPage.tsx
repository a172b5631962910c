import '../withdraw.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { ErrorPanel } from '../../../core/ui/ErrorPanel';
import { Spinner } from '../../../core/ui/Spinner';
import { useWithdrawSettings, type CreatedWithdrawal } from '../api';
import { CONFIRMATION_SECTION, ConfirmationSection } from '../components/ConfirmationSection';
import { Prerequisite } from '../components/Prerequisite';
import { RecentWithdrawals } from '../components/RecentWithdrawals';
import { WithdrawForm } from '../components/WithdrawForm';
import { WithdrawSuccess } from '../components/WithdrawSuccess';

/**
 * Member centre page withdraw (issue 12 point 6): the request (once a bank card is bound and a
 * funds password set, else what to do first), the withdrawal confirmation, which the address can
 * name (`?section=confirmation`), and the latest withdrawals.
 */
export default function WithdrawPage() {
  const { t } = useTranslation('withdraw');
  const settings = useWithdrawSettings();
  const section = new URLSearchParams(useSearch()).get('section');
  const [created, setCreated] = useState<CreatedWithdrawal | null>(null);

  // The money views (this page's settings and lists, the header's balance) were read again by
  // the intent itself.
  const onCreated = (withdrawal: CreatedWithdrawal) => setCreated(withdrawal);

  const data = settings.data;
  return (
    <section className="wl-withdraw" aria-labelledby="wl-withdraw-title">
      <h2 id="wl-withdraw-title">{t('title')}</h2>
      {settings.isPending && <Spinner />}
      {settings.isError && (
        <ErrorPanel error={settings.error} onRetry={() => void settings.refetch()} />
      )}
      {data && created && (
        <WithdrawSuccess
          withdrawal={created}
          currency={data.currency}
          onAnother={() => setCreated(null)}
        />
      )}
      {data && !created && data.bankCards.length === 0 && <Prerequisite missing="bankCard" />}
      {data && !created && data.bankCards.length > 0 && !data.fundsPasswordSet && (
        <Prerequisite missing="fundsPassword" />
      )}
      {data && !created && data.bankCards.length > 0 && data.fundsPasswordSet && (
        <WithdrawForm settings={data} onCreated={onCreated} />
      )}
      <ConfirmationSection focused={section === CONFIRMATION_SECTION} />
      <RecentWithdrawals />
    </section>
  );
}
