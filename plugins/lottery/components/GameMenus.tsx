import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../core/ui/ErrorPanel';
import { Spinner } from '../../../core/ui/Spinner';
import type { useLotteryMenus } from '../api';
import { GameLinks } from './GameLinks';

/** The lottery games by menu, to switch to another game without leaving the page. */
export function GameMenus({
  menus,
  current,
}: {
  menus: ReturnType<typeof useLotteryMenus>;
  current: string;
}) {
  const { t } = useTranslation('lottery');
  const headingId = useId();
  const list = menus.data?.menus.filter((menu) => menu.games.length > 0) ?? [];
  return (
    <section className="wl-lottery__panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="wl-lottery__panel-title">
        {t('menus.title')}
      </h2>
      {menus.isPending && <Spinner />}
      {menus.isError && <ErrorPanel error={menus.error} onRetry={() => void menus.refetch()} />}
      {menus.isSuccess && list.length === 0 && <p>{t('menus.empty')}</p>}
      {list.map((menu) => (
        <section key={menu.menuCode} aria-label={menu.menuName}>
          <h3 className="wl-lottery__menu-title">{menu.menuName}</h3>
          <GameLinks games={menu.games} current={current} />
        </section>
      ))}
    </section>
  );
}
