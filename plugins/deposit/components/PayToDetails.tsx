import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../core/ui/money/formatAmount';
import { QrCode } from '../../../core/ui/qr/QrCode';
import type { DepositOrder } from '../api';
import { CopyButton } from './CopyButton';

type PayTo = DepositOrder['payTo'];

/** One line of the pay-to list, with a copy button for what the player types elsewhere. */
function Detail({ label, value, copy }: { label: string; value: string; copy?: boolean }) {
  return (
    <div className="wl-deposit__detail">
      <dt>{label}</dt>
      <dd>
        <span className="wl-deposit__value">{value}</span>
        {copy && <CopyButton value={value} field={label} />}
      </dd>
    </div>
  );
}

/**
 * Where to send the money. These are the platform's receiving details, shown in full (the
 * player must type them); nothing of the player's own accounts appears here.
 */
export function PayToDetails({
  payTo,
  reference,
  currency,
}: {
  payTo: PayTo;
  reference: string;
  currency: string;
}) {
  const { t } = useTranslation('deposit');
  switch (payTo.kind) {
    case 'BANK':
      return (
        <dl className="wl-deposit__details">
          <Detail label={t('pay_to.bank_name')} value={payTo.bankName} />
          <Detail label={t('pay_to.account_number')} value={payTo.accountNumber} copy />
          <Detail label={t('pay_to.payee_name')} value={payTo.payeeName} copy />
          {payTo.branch && <Detail label={t('pay_to.branch')} value={payTo.branch} />}
        </dl>
      );
    case 'EWALLET':
      return (
        <dl className="wl-deposit__details">
          <Detail label={t('pay_to.wallet_name')} value={payTo.walletName} />
          <Detail label={t('pay_to.account_id')} value={payTo.accountId} copy />
          <Detail label={t('pay_to.payee_name')} value={payTo.payeeName} />
        </dl>
      );
    case 'QR':
      return (
        <div className="wl-deposit__qr">
          <QrCode value={payTo.qrPayload} size={180} label={t('pay_to.qr_label', { reference })} />
          <dl className="wl-deposit__details">
            <Detail label={t('pay_to.payee_name')} value={payTo.payeeName} />
            <Detail label={t('pay_to.qr_payload')} value={payTo.qrPayload} copy />
          </dl>
        </div>
      );
    case 'USDT':
      return (
        <>
          <dl className="wl-deposit__details">
            <Detail label={t('pay_to.network')} value={payTo.network} />
            <Detail label={t('pay_to.address')} value={payTo.address} copy />
            <Detail label={t('pay_to.usdt_amount')} value={formatAmount(payTo.usdtAmount)} copy />
          </dl>
          <p className="wl-deposit__note">
            {t('pay_to.rate', { rate: formatAmount(payTo.rate), currency })}
          </p>
          <p className="wl-deposit__warning">
            {t('pay_to.usdt_warning', { network: payTo.network })}
          </p>
        </>
      );
  }
}
