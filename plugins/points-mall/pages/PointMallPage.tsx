import '../points-mall.css';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { usePluginOptions } from '../../../core/runtime/RuntimeContext';
import { useRefreshWallet } from '../../../core/runtime/useRefreshWallet';
import { session } from '../../../core/session/session';
import { ErrorPanel } from '../../../core/ui/ErrorPanel';
import { Spinner } from '../../../core/ui/Spinner';
import { POINTS_KEY, useGoods, usePointBalance, usePointConfig, type Goods } from '../api';
import { ConvertForm } from '../components/ConvertForm';
import { GoodsCatalogue } from '../components/GoodsCatalogue';
import { PointsRules } from '../components/PointsRules';
import { PointsSummary } from '../components/PointsSummary';
import { RedeemDialog } from '../components/RedeemDialog';
import { pageNamespace } from '../../../core/plugin/definePlugin';

/**
 * Points mall (§2 /pointMall, PTSYS3): current points by type, goods / life services / gift
 * exchange, the redeem dialog, cash-to-points conversion, the rules and the ratio table.
 * Exchange records and points details are the member-centre page pointRecords.
 */
export default function PointMallPage() {
  const { t } = useTranslation(pageNamespace('points-mall'));
  const options = usePluginOptions('points-mall');
  const queryClient = useQueryClient();
  const { member } = useSnapshot(session);
  const balance = usePointBalance();
  const config = usePointConfig();
  const goods = useGoods();
  const refreshWallet = useRefreshWallet();
  const [redeeming, setRedeeming] = useState<Goods | null>(null);

  // Points, stock and records changed, and so did the main wallet: everything re-reads now.
  const moved = () => {
    void queryClient.invalidateQueries({ queryKey: POINTS_KEY });
    refreshWallet();
  };

  const failed = [balance, config, goods].find((q) => q.isError);
  const points = balance.data?.points ?? 0;
  return (
    <div className="wl-page wl-points-mall">
      <h1 className="wl-section-title">{t('title')}</h1>
      {failed ? (
        <ErrorPanel error={failed.error} onRetry={() => void failed.refetch()} />
      ) : !balance.data || !config.data || !goods.data ? (
        <div className="wl-points-mall__loading">
          <Spinner />
          <p className="wl-visually-hidden" role="status">
            {t('loading')}
          </p>
        </div>
      ) : (
        <>
          <PointsSummary balance={balance.data} />
          <GoodsCatalogue goods={goods.data} points={points} onRedeem={setRedeeming} />
          <ConvertForm config={config.data} currency={member?.currency ?? ''} onConverted={moved} />
          <PointsRules config={config.data} showRatioTable={options.showRatioTable} />
        </>
      )}
      {redeeming && (
        <RedeemDialog
          goods={redeeming}
          points={points}
          onClose={() => setRedeeming(null)}
          onRedeemed={moved}
        />
      )}
    </div>
  );
}
