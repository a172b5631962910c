import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { pageNamespace } from '../../../core/plugin/definePlugin';
import { FormError } from '../../../core/ui/form/FormError';
import { useSubmit } from '../../../core/ui/form/useSubmit';
import { Modal } from '../../../core/ui/Modal';
import { showToast } from '../../../core/ui/toast/toasts';
import { TEAM_KEY, teamCalls, type InvitationLink } from '../api';

/** Asks before a link goes: its code stops working at once and is never handed out again. */
export function DeleteLinkDialog({ link, onClose }: { link: InvitationLink; onClose: () => void }) {
  const { t } = useTranslation(pageNamespace('agent-team'));
  const queryClient = useQueryClient();
  const remove = useSubmit({
    final: true,
    action: async () => {
      await teamCalls.deleteLink(link.id);
      await queryClient.invalidateQueries({ queryKey: [...TEAM_KEY, 'links'] });
      showToast({ title: t('links.deleted'), tone: 'success' });
      onClose();
    },
  });
  return (
    <Modal title={t('links.delete_title')} onClose={onClose} size="small">
      <p>{t('links.delete_text', { code: link.code })}</p>
      <FormError messageKey={remove.errorKey} />
      <div className="wl-agent-team__actions">
        <button
          type="button"
          className="wl-button"
          disabled={remove.pending || remove.done}
          onClick={() => void remove.submit()}
        >
          {t('links.delete_confirm')}
        </button>
        <button type="button" className="wl-button wl-button--ghost" onClick={onClose}>
          {t('links.cancel')}
        </button>
      </div>
    </Modal>
  );
}
