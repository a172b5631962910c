import '../wallet-header.css';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { mayOpenMemberPanel } from '../../../core/runtime/realAccount';
import { useCurrencySymbol } from '../../../core/runtime/useCurrencySymbol';
import { session } from '../../../core/session/session';
import { HIDDEN_AMOUNT } from '../../../core/ui/money/formatAmount';
import { formatMoney } from '../../../core/ui/money/formatMoney';
import { useBalance } from '../api';
import { readBalanceHidden, storeBalanceHidden } from '../balanceVisibility';
import { createThrottle, REFRESH_THROTTLE_MS } from '../refreshThrottle';
import { BalanceToggleIcon, RefreshIcon } from './HeaderWalletIcons';

/**
 * The header's wallet for members (§2 Header): the main balance with a show/hide toggle and a
 * refresh, then withdraw and deposit. A trial user gets the two buttons only, which answer with
 * the need-true-account warning (§4); no balance is asked for.
 */
export default function HeaderWallet() {
  const { t } = useTranslation('wallet');
  const { isTrial } = useSnapshot(session);
  const [, navigate] = useLocation();
  const open = (path: string) => {
    if (mayOpenMemberPanel()) navigate(path);
  };
  return (
    <div className="wl-wallet-header" role="group" aria-label={t('header.label')}>
      {!isTrial && <HeaderBalance />}
      <button
        type="button"
        className="wl-button wl-button--ghost"
        onClick={() => open('/member/withdraw')}
      >
        {t('header.withdraw')}
      </button>
      <button type="button" className="wl-button" onClick={() => open('/member/depositv2')}>
        {t('header.deposit')}
      </button>
    </div>
  );
}

function HeaderBalance() {
  const { t } = useTranslation('wallet');
  const balance = useBalance(true);
  const symbol = useCurrencySymbol();
  const [hidden, setHidden] = useState(readBalanceHidden);
  // One gate per header: made once, so a re-render never opens it early.
  const [mayRefresh] = useState(() => createThrottle(REFRESH_THROTTLE_MS));
  const [cooling, setCooling] = useState(false);
  const coolTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const busy = balance.isFetching;

  const refresh = () => {
    if (!mayRefresh()) return;
    setCooling(true);
    clearTimeout(coolTimer.current);
    coolTimer.current = setTimeout(() => setCooling(false), REFRESH_THROTTLE_MS);
    void balance.refetch();
  };
  const toggle = () => {
    storeBalanceHidden(!hidden);
    setHidden(!hidden);
  };

  return (
    <>
      <span className="wl-wallet-header__balance" aria-busy={busy}>
        <span className="wl-visually-hidden">{t('header.balance')} </span>
        {hidden ? (
          <>
            <span aria-hidden="true">{HIDDEN_AMOUNT}</span>
            <span className="wl-visually-hidden">{t('header.hidden')}</span>
          </>
        ) : balance.data ? (
          formatMoney(balance.data.balance, symbol, balance.data.currency)
        ) : balance.isError ? (
          <span className="wl-wallet-header__missing">{t('header.unavailable')}</span>
        ) : (
          <span aria-hidden="true">…</span>
        )}
      </span>
      <button
        type="button"
        className="wl-icon-button wl-wallet-header__icon"
        aria-pressed={hidden}
        aria-label={t('header.hide')}
        onClick={toggle}
      >
        <BalanceToggleIcon hidden={hidden} />
      </button>
      {/* aria-disabled, not disabled: a keyboard user's focus stays on the button meanwhile. */}
      <button
        type="button"
        className="wl-icon-button wl-wallet-header__icon"
        aria-label={t('header.refresh')}
        aria-disabled={cooling || busy}
        aria-busy={busy}
        onClick={() => {
          if (!busy) refresh();
        }}
      >
        <RefreshIcon spinning={busy} />
      </button>
    </>
  );
}
