import { useState } from 'react';
import { useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../core/api/ApiError';
import { showAlert } from '../../../core/runtime/alerts';
import { useRuntime } from '../../../core/runtime/RuntimeContext';
import { ui } from '../../../core/runtime/ui';
import { playFree } from '../login/playFree';

/** "Free play" where FREEPLAY3 is on: logs in a fresh trial account and goes home. */
export function FreePlayButton({
  onDone,
  className = 'wl-button wl-button--ghost',
}: {
  onDone?: () => void;
  className?: string;
}) {
  const { t } = useTranslation('auth');
  const { flags } = useRuntime();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  if (!flags.has('FREEPLAY3')) return null;
  const start = async () => {
    if (busy) return;
    setBusy(true);
    ui.loading = true;
    try {
      await playFree();
      onDone?.();
      navigate('/');
    } catch (error) {
      showAlert({ messageKey: errorMessageKey(error) });
    } finally {
      ui.loading = false;
      setBusy(false);
    }
  };
  return (
    <button type="button" className={className} onClick={() => void start()} disabled={busy}>
      {t('free_play.button')}
    </button>
  );
}
