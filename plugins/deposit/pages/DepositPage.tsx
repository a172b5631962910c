import '../deposit.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePluginOptions } from '../../../core/runtime/RuntimeContext';
import { ErrorPanel } from '../../../core/ui/ErrorPanel';
import { Spinner } from '../../../core/ui/Spinner';
import { Tabs } from '../../../core/ui/Tabs';
import { useDepositChannels, type DepositOrder } from '../api';
import { DepositForm } from '../components/DepositForm';
import DepositTutorial from '../components/DepositTutorial';
import { PendingOrder } from '../components/PendingOrder';
import { RecentOrders } from '../components/RecentOrders';

/**
 * Member centre page depositv2 (issue 12 point 5): a tab per payment channel, the channel's form,
 * the pending order once created, the recent orders and the deposit tutorial.
 */
export default function DepositPage() {
  const { t } = useTranslation('deposit');
  const options = usePluginOptions('deposit');
  const channels = useDepositChannels();
  const [channelId, setChannelId] = useState<string | null>(null);
  const [order, setOrder] = useState<DepositOrder | null>(null);
  const [tutorialOpen, setTutorialOpen] = useState(false);

  const list = channels.data?.channels ?? [];
  const channel = list.find((c) => c.id === channelId) ?? list[0];

  // The recent orders are a money view: the intent itself had them read again.
  const created = (next: DepositOrder) => setOrder(next);

  return (
    <section className="wl-deposit" aria-labelledby="wl-deposit-title">
      <div className="wl-deposit__head">
        <h2 id="wl-deposit-title">{t('title')}</h2>
        {options.tutorial && (
          <button
            type="button"
            className="wl-button wl-button--ghost"
            onClick={() => setTutorialOpen(true)}
          >
            {t('tutorial.open')}
          </button>
        )}
      </div>
      {channels.isPending && <Spinner label={t('loading')} />}
      {channels.isError && (
        <ErrorPanel error={channels.error} onRetry={() => void channels.refetch()} />
      )}
      {channels.data && !channel && <p>{t('no_channels')}</p>}
      {order && <PendingOrder order={order} onAnother={() => setOrder(null)} />}
      {!order && channels.data && channel && (
        <Tabs
          label={t('channels_label')}
          items={list.map((c) => ({ key: c.id, label: t(`kinds.${c.kind}`) }))}
          value={channel.id}
          onChange={setChannelId}
        >
          {/* keyed: another channel starts a fresh form (method, amount, intent) */}
          <DepositForm
            key={channel.id}
            channel={channel}
            currency={channels.data.currency}
            onCreated={created}
          />
        </Tabs>
      )}
      <RecentOrders />
      {tutorialOpen && (
        <DepositTutorial
          initialKind={channel?.kind ?? 'BANK'}
          onClose={() => setTutorialOpen(false)}
        />
      )}
    </section>
  );
}
