import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModalProps } from '../../../core/plugin/definePlugin';
import { ErrorPanel } from '../../../core/ui/ErrorPanel';
import { Modal } from '../../../core/ui/Modal';
import { Spinner } from '../../../core/ui/Spinner';
import { useHelpCentre } from '../api';
import { HelpCentre } from './HelpCentre';

/** The section the opener asked for ({ id: 'term' }), if any. */
function askedSection(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('id' in data)) return null;
  return typeof data.id === 'string' ? data.id : null;
}

/** helpModal (§2): the help centre without leaving the page. */
export default function HelpModal({ close, data }: ModalProps) {
  const { t } = useTranslation('help');
  const query = useHelpCentre();
  const [selected, setSelected] = useState(() => askedSection(data));
  return (
    <Modal title={t('centre.title')} onClose={close} size="large">
      {query.data ? (
        <HelpCentre articles={query.data} selectedId={selected} onSelect={setSelected} />
      ) : query.isError ? (
        <ErrorPanel error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Spinner />
      )}
    </Modal>
  );
}
