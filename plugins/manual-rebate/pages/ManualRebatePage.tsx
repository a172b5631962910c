import '../manual-rebate.css';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useMemberCentrePath } from '../../../core/centre/useCentrePagePath';
import { useRefreshWallet } from '../../../core/runtime/useRefreshWallet';
import { REBATE_KEY, type RebateClaim } from '../api';
import { ClaimableSection } from '../components/ClaimableSection';
import { ClaimHistory } from '../components/ClaimHistory';
import { ClaimResult } from '../components/ClaimResult';

/**
 * Member centre page manualRebate (issue 13 point 4): what the member can claim now per game type
 * and vendor, the claim (all or one game type) and its outcome, and the claims made before. The
 * programme's whole rate table is the VIP plugin's page (rebateRates): linked, not repeated here.
 */
export default function ManualRebatePage() {
  const { t } = useTranslation('manual-rebate');
  const queryClient = useQueryClient();
  const refreshWallet = useRefreshWallet();
  const [claimed, setClaimed] = useState<RebateClaim | null>(null);
  const ratesPath = useMemberCentrePath('rebateRates');

  const onClaimed = (claim: RebateClaim) => {
    setClaimed(claim);
    // The claimable figures drop and the history gains a row; the header's balance must rise now.
    void queryClient.invalidateQueries({ queryKey: REBATE_KEY });
    refreshWallet();
  };

  return (
    <section className="wl-manual-rebate" aria-labelledby="wl-manual-rebate-title">
      <h2 id="wl-manual-rebate-title">{t('title')}</h2>
      <p className="wl-manual-rebate__intro">{t('intro')}</p>
      {ratesPath && (
        <p>
          <Link href={ratesPath}>{t('rates_link')}</Link>
        </p>
      )}
      {claimed && <ClaimResult claim={claimed} onClose={() => setClaimed(null)} />}
      <ClaimableSection onClaimed={onClaimed} />
      <ClaimHistory />
    </section>
  );
}
