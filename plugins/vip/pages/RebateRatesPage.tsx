import '../vip.css';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../core/ui/ErrorPanel';
import { Spinner } from '../../../core/ui/Spinner';
import { useRebateSettings } from '../api';
import { RebateRateTable } from '../components/RebateRateTable';
import { byProductType } from '../rebateRates';

/**
 * Member centre page rebateRates (§1 VIP and rebate programmes): the rebate programme's rates
 * per game type and vendor, as the platform applies them to the member. Shown whether or not the
 * brand offers the manual rebate (MANPLAYREB3), whose page links here.
 */
export default function RebateRatesPage() {
  const { t } = useTranslation('vip');
  const settings = useRebateSettings();
  const products = settings.data ? byProductType(settings.data) : [];
  return (
    <section className="wl-vip" aria-labelledby="wl-vip-rebate-title">
      <h2 id="wl-vip-rebate-title">{t('rebate.title')}</h2>
      <p>{t('rebate.intro')}</p>
      {settings.isPending && <Spinner />}
      {settings.isError && (
        <ErrorPanel error={settings.error} onRetry={() => void settings.refetch()} />
      )}
      {settings.data &&
        (products.length === 0 ? (
          <p className="wl-vip__empty">{t('rebate.empty')}</p>
        ) : (
          <>
            <RebateRateTable products={products} />
            <p>{t('rebate.unlisted')}</p>
          </>
        ))}
    </section>
  );
}
