import '../points-mall.css';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../core/i18n/useLanguage';
import { LANG_TAGS } from '../../../core/i18n/languages';
import { usePluginOptions } from '../../../core/runtime/RuntimeContext';
import { ErrorPanel } from '../../../core/ui/ErrorPanel';
import { Spinner } from '../../../core/ui/Spinner';
import { usePointBalance } from '../api';

/** Points mall (§2 /pointMall): current points and the points-to-money ratio. */
export default function PointMallPage() {
  const { t } = useTranslation('points-mall');
  const lang = useLanguage();
  const options = usePluginOptions('points-mall');
  const balance = usePointBalance();
  const format = new Intl.NumberFormat(LANG_TAGS[lang], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return (
    <div className="wl-page">
      <h1 className="wl-section-title">{t('title')}</h1>
      {balance.isPending && <Spinner />}
      {balance.isError && (
        <ErrorPanel error={balance.error} onRetry={() => void balance.refetch()} />
      )}
      {balance.data && (
        <div className="wl-points">
          <div className="wl-stat">
            <span>{t('current_points')}</span>
            <span className="wl-stat__value" data-testid="point-balance">
              {format.format(balance.data.points)}
            </span>
          </div>
          {options.showRatioTable && (
            <p className="wl-points__ratio">{t('ratio', { ratio: balance.data.ratio })}</p>
          )}
        </div>
      )}
    </div>
  );
}
