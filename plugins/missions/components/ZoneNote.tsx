import { useTranslation } from 'react-i18next';

/** When the days turn: midnight in the merchant's zone, which may not be the reader's own. */
export function ZoneNote({ utcOffset, timeZone }: { utcOffset: string; timeZone: string }) {
  const { t } = useTranslation('missions');
  return (
    <p className="wl-missions__zone">{t('zone_note', { offset: utcOffset, zone: timeZone })}</p>
  );
}
