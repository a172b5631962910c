import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModalProps } from '../../../core/plugin/definePlugin';
import { ErrorPanel } from '../../../core/ui/ErrorPanel';
import { Modal } from '../../../core/ui/Modal';
import { Spinner } from '../../../core/ui/Spinner';
import { useHelpCentre } from '../api';
import { HelpCentre } from './HelpCentre';

/** helpModal (§2): the help centre without leaving the page. */
export default function HelpModal({ close, data }: ModalProps<{ id?: string } | undefined>) {
  const { t } = useTranslation('help');
  const query = useHelpCentre();
  const [selected, setSelected] = useState(() => data?.id ?? null);
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
