import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { pageNamespace } from '../../../core/plugin/definePlugin';
import { FormError } from '../../../core/ui/form/FormError';
import { useSubmit } from '../../../core/ui/form/useSubmit';
import { drawRaffle, type RaffleResult } from '../api';

/**
 * Opens one envelope of a campaign. One click is one intent: its key is kept per campaign and
 * envelope (`intentScope`), so a double click, a retry or a reload mid-call opens (and pays) one
 * envelope. The button is off while the call runs.
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
  /** Envelopes left before this one: names the intent, so the next envelope is a new one. */
  remaining: number;
  describedBy?: string;
  /** The envelope before this one was just opened here: keep the keyboard focus on the button. */
  focusOnMount?: boolean;
  onOpened: (result: RaffleResult) => void;
  onFailed: () => void;
}) {
  const { t } = useTranslation(pageNamespace('promotions'));
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusOnMount) button.current?.focus();
  }, [focusOnMount]);
  const open = useSubmit({
    intentScope: `red-envelope-${promotionId}-${remaining}`,
    final: true,
    action: async ({ idempotencyKey }) => {
      onOpened(await drawRaffle(promotionId, idempotencyKey));
    },
    // A refusal (opened in another tab, campaign over) is news about the envelopes too.
    onError: onFailed,
  });
  return (
    <div className="wl-red-envelope__action">
      <button
        ref={button}
        type="button"
        className="wl-button"
        disabled={open.pending || open.done}
        aria-busy={open.pending}
        aria-describedby={describedBy}
        onClick={() => void open.submit()}
      >
        {open.pending ? t('action.working') : t('redEnvelope.open')}
      </button>
      <FormError messageKey={open.errorKey} />
    </div>
  );
}
