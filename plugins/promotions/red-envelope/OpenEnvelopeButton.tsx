import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../core/i18n/useLanguage';
import { IntentNotice } from '../../../core/money/IntentNotice';
import { useMoneyIntent } from '../../../core/money/useMoneyIntent';
import { pageNamespace } from '../../../core/plugin/definePlugin';
import { FormError } from '../../../core/ui/form/FormError';
import { drawRaffle, RED_ENVELOPES_KEY, type RaffleResult, type RedEnvelopeCampaign } from '../api';

/**
 * Opens one envelope of a campaign. One click is one intent per campaign (core useMoneyIntent):
 * a double click opens (and pays) one envelope, and a lost answer is asked for before the
 * campaign's button sends anything else. The button is off while the call runs, while its
 * outcome is not known, and once this envelope is open (the next one has a button of its own).
 */
export function OpenEnvelopeButton({
  promotionId,
  remaining,
  describedBy,
  focusOnMount = false,
  onOpened,
  onFailed,
}: {
  promotionId: string;
  /** Envelopes left before this one. */
  remaining: number;
  describedBy?: string;
  /** The envelope before this one was just opened here: keep the keyboard focus on the button. */
  focusOnMount?: boolean;
  onOpened: (result: RaffleResult) => void;
  onFailed: () => void;
}) {
  const { t } = useTranslation(pageNamespace('promotions'));
  const client = useQueryClient();
  const language = useLanguage();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusOnMount) button.current?.focus();
  }, [focusOnMount]);
  /** The campaign's name, from the list the page shows (read, not watched: no second fetch). */
  const campaignTitle = (id: string) =>
    client
      .getQueryData<RedEnvelopeCampaign[]>([...RED_ENVELOPES_KEY, language])
      ?.find((campaign) => campaign.promotion.promotionId === id)?.promotion.title;
  const open = useMoneyIntent({
    operation: 'claimRafflePromotion',
    scope: `claimRafflePromotion.${promotionId}`,
    final: true,
    identity: () => ({ promotionId, remaining }),
    describe: ({ promotionId: id }) => {
      const title = campaignTitle(id);
      return title === undefined ? t('redEnvelope.intent_any') : t('redEnvelope.intent', { title });
    },
    send: ({ promotionId: id }, idempotencyKey) => drawRaffle(id, idempotencyKey),
    onApplied: (result) => onOpened(result),
    // A refusal (opened in another tab, campaign over) is news about the envelopes too.
    onRefused: onFailed,
  });
  return (
    <div className="wl-red-envelope__action">
      <button
        ref={button}
        type="button"
        className="wl-button"
        disabled={open.pending || open.blocked || open.done}
        aria-busy={open.pending}
        aria-describedby={describedBy}
        onClick={() => void open.submit()}
      >
        {open.pending ? t('action.working') : t('redEnvelope.open')}
      </button>
      <IntentNotice intent={open} />
      <FormError messageKey={open.errorKey} />
    </div>
  );
}
