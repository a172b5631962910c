import '../lobby.css';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../../core/api/request';
import { ErrorPanel } from '../../../core/ui/ErrorPanel';
import { Spinner } from '../../../core/ui/Spinner';

/** The rooms of a card-game vendor (§7 GLS2_roomList), for logged-in members on /pvp. */
export function CardRoomsPanel({
  vassalage,
  vendorName,
}: {
  vassalage: string;
  vendorName: string;
}) {
  const { t } = useTranslation('lobby');
  const rooms = useQuery({
    queryKey: ['lobby', 'rooms', vassalage],
    queryFn: ({ signal }) => request('cardRooms', { vassalage }, { signal }),
  });
  return (
    <section className="wl-card-rooms" aria-labelledby="wl-card-rooms-title">
      <h2 id="wl-card-rooms-title" className="wl-section-title">
        {t('rooms.title', { vendor: vendorName })}
      </h2>
      {rooms.isPending && <Spinner />}
      {rooms.isError && <ErrorPanel error={rooms.error} onRetry={() => void rooms.refetch()} />}
      {rooms.data && (
        <table className="wl-table">
          <thead>
            <tr>
              <th scope="col">{t('rooms.name')}</th>
              <th scope="col">{t('rooms.min_bet')}</th>
              <th scope="col">{t('rooms.players')}</th>
            </tr>
          </thead>
          <tbody>
            {rooms.data.map((room) => (
              <tr key={room.roomId}>
                <td>{room.name}</td>
                <td>{room.minBet}</td>
                <td>{room.players}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
