import { useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../core/api/ApiError';
import { showAlert } from '../../../core/runtime/alerts';
import { useRuntime } from '../../../core/runtime/RuntimeContext';
import { hideLoading, showLoading } from '../../../core/runtime/ui';
import { useSubmit } from '../../../core/ui/form/useSubmit';
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
  const { flags, site } = useRuntime();
  const [, navigate] = useLocation();
  const play = useSubmit({
    action: async () => {
      showLoading();
      try {
        await playFree(site.platform.cipher);
        onDone?.();
        navigate('/');
      } finally {
        hideLoading();
      }
    },
    // A button has no form to show the failure in: it gets a dialog (§8).
    onError: (error) => showAlert({ messageKey: errorMessageKey(error) }),
  });
  if (!flags.has('FREEPLAY3')) return null;
  return (
    <button
      type="button"
      className={className}
      onClick={() => void play.submit()}
      disabled={play.pending}
    >
      {t('free_play.button')}
    </button>
  );
}
