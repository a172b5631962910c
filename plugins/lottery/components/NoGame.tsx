import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

/** A lottery link without a usable game: say so plainly and offer the way home. */
export function NoGame({ gameCode }: { gameCode: string | null }) {
  const { t } = useTranslation('lottery');
  return (
    <div className="wl-error-panel" role="alert">
      <p>{gameCode ? t('unknown.message', { code: gameCode }) : t('missing.message')}</p>
      <Link href="/" className="wl-button">
        {t('back_home')}
      </Link>
    </div>
  );
}
