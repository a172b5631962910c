import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageNamespace } from '../../../core/plugin/definePlugin';
import { ErrorPanel } from '../../../core/ui/ErrorPanel';
import { Field } from '../../../core/ui/Field';
import { FormError } from '../../../core/ui/form/FormError';
import { useSubmit } from '../../../core/ui/form/useSubmit';
import { Spinner } from '../../../core/ui/Spinner';
import { showToast } from '../../../core/ui/toast/toasts';
import {
  TEAM_KEY,
  teamCalls,
  useInvitationLinks,
  type InvitationLink,
  type MemberKind,
} from '../api';
import { DeleteLinkDialog } from './DeleteLinkDialog';
import { KindChoice } from './KindChoice';
import { LinkCard } from './LinkCard';

const MAX_NOTE = 40;

/** registerCenter's "link management" tab: a new link (type, note), then every live link. */
export function LinkManager() {
  const { t } = useTranslation(pageNamespace('agent-team'));
  const queryClient = useQueryClient();
  const links = useInvitationLinks();
  const [kind, setKind] = useState<MemberKind>('player');
  const [note, setNote] = useState('');
  const [deleting, setDeleting] = useState<InvitationLink | null>(null);
  const tooLong = note.trim().length > MAX_NOTE;

  const create = useSubmit({
    validate: () => !tooLong,
    action: async () => {
      await teamCalls.createLink({ type: kind, ...(note.trim() ? { note: note.trim() } : {}) });
      setNote('');
      await queryClient.invalidateQueries({ queryKey: [...TEAM_KEY, 'links'] });
      showToast({ title: t('links.created'), tone: 'success' });
    },
  });

  const list = links.data?.list ?? [];
  return (
    <div className="wl-agent-team__links">
      <form
        className="wl-agent-team__form"
        noValidate
        onSubmit={create.onSubmit}
        aria-busy={create.pending}
      >
        <h3 className="wl-agent-team__subtitle">{t('links.create_title')}</h3>
        <KindChoice legend={t('links.type')} value={kind} onChange={setKind} />
        <Field
          label={t('links.note')}
          name="note"
          value={note}
          onChange={(event) => {
            setNote(event.currentTarget.value);
            create.clearError();
          }}
          error={tooLong ? t('rules.note_long', { max: MAX_NOTE }) : null}
        />
        <FormError messageKey={create.errorKey} />
        <button type="submit" className="wl-button" disabled={create.pending}>
          {t('links.create')}
        </button>
      </form>

      <section aria-labelledby="wl-agent-team-links">
        <h3 id="wl-agent-team-links" className="wl-agent-team__subtitle">
          {t('links.title')}
        </h3>
        {links.isError && <ErrorPanel error={links.error} onRetry={() => void links.refetch()} />}
        {links.isPending && <Spinner />}
        {links.data && (
          <p className="wl-agent-team__hint">
            {t('links.limit', { used: list.length, max: links.data.max })}
          </p>
        )}
        {links.data && list.length === 0 && <p>{t('links.empty')}</p>}
        {list.length > 0 && (
          <ul className="wl-agent-team__link-list">
            {list.map((link) => (
              <LinkCard key={link.id} link={link} onDelete={() => setDeleting(link)} />
            ))}
          </ul>
        )}
      </section>
      {deleting && <DeleteLinkDialog link={deleting} onClose={() => setDeleting(null)} />}
    </div>
  );
}
