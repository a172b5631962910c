import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../core/ui/ErrorPanel';
import { Spinner } from '../../../core/ui/Spinner';
import { useHelpCentre } from '../api';
import { HelpCentre } from '../components/HelpCentre';
import { sectionElementId, sectionFromHash } from '../helpAnchor';
import { useAddressHash } from './useAddressHash';

/** /help and /help#term (§2): the help centre, opened at the section the address names. */
export default function HelpPage() {
  const { t } = useTranslation('help');
  const query = useHelpCentre();
  const selected = sectionFromHash(useAddressHash());
  const ready = query.isSuccess;

  // The section ids are prefixed (helpAnchor), so the browser's own anchor jump cannot find them.
  useEffect(() => {
    if (!ready || !selected) return;
    const id = sectionElementId(selected);
    const section = id ? document.getElementById(id) : null;
    section?.scrollIntoView({ block: 'start' });
  }, [ready, selected]);

  return (
    <div className="wl-page">
      <h1>{t('centre.title')}</h1>
      {query.data ? (
        <HelpCentre articles={query.data} selectedId={selected} />
      ) : query.isError ? (
        <ErrorPanel error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Spinner />
      )}
    </div>
  );
}
