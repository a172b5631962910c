import { useTranslation } from 'react-i18next';
import type { ModalProps } from '../../../core/plugin/definePlugin';
import type { VendorGamesData } from '../handles';
import { ErrorPanel } from '../../../core/ui/ErrorPanel';
import { Modal } from '../../../core/ui/Modal';
import { Spinner } from '../../../core/ui/Spinner';
import { filterGames } from '../catalogue/gameIndex';
import { useCatalogue } from '../catalogue/useCatalogue';
import { MissingGamesNotice } from './MissingGamesNotice';
import { PagedGameGrid } from './PagedGameGrid';
import { useState } from 'react';

/** The popup game list of a vendor whose entry is a VASSALAGE (§2 Game tile, §4 Game launch). */
export default function VendorGamesModal({ close, data: vendor }: ModalProps<VendorGamesData>) {
  const { t } = useTranslation('lobby');
  const catalogue = useCatalogue(vendor.gameType);
  const [page, setPage] = useState(1);
  const games = catalogue.index
    ? filterGames(catalogue.index, { vassalage: vendor.vassalage }).filter(
        (game) => game.isGame !== 'VASSALAGE',
      )
    : [];
  return (
    <Modal
      title={t('vendor_games.title', { vendor: vendor.vassalage })}
      onClose={close}
      size="large"
    >
      {catalogue.isPending && <Spinner />}
      {catalogue.isError && (
        <ErrorPanel error={catalogue.error} onRetry={() => void catalogue.refetch()} />
      )}
      {catalogue.incomplete && <MissingGamesNotice onRetry={catalogue.retryMissing} />}
      {catalogue.isSuccess && (
        <PagedGameGrid
          games={games}
          page={page}
          onPage={setPage}
          label={t('vendor_games.title', { vendor: vendor.vassalage })}
        />
      )}
    </Modal>
  );
}
