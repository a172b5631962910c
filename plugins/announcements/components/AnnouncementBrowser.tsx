import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Paginator } from '../../../core/ui/Paginator';
import { SafeHtml } from '../../../core/ui/SafeHtml';
import type { Announcement } from '../api';
import { itemsOnPage, pageCountOf, pageOfIndex } from './announcementPages';
import './AnnouncementBrowser.css';

/**
 * Where "go to the reward centre" leads: its member-centre page (§2 page key rewardCenter). Where
 * no plugin serves that page the centre opens on its first page instead.
 */
export const REWARD_CENTER_PATH = '/member/rewardCenter';
const REWARD_LINKAGE = 'REWARD_CENTER';

interface AnnouncementBrowserProps {
  items: readonly Announcement[];
  /** The item to open first (a notice clicked in the marquee); else the first one. */
  initialId?: string;
  /** Called when a link leaves the modal (the reward centre), so the modal can close. */
  onLeave: () => void;
}

/**
 * The announcement layout of §2 Modals: titles on the left, 9 a page with a paginator (margin 1,
 * range 5); the open item's title and sanitised HTML on the right. A title is a disclosure button:
 * choosing it unfolds that item, choosing it again folds it.
 */
export function AnnouncementBrowser({ items, initialId, onLeave }: AnnouncementBrowserProps) {
  const { t } = useTranslation('announcements');
  const paneId = useId();
  const start = Math.max(
    0,
    items.findIndex((item) => item.id === initialId),
  );
  const [page, setPage] = useState(() => pageOfIndex(start));
  const [openId, setOpenId] = useState<string | null>(items[start]?.id ?? null);
  const shown = itemsOnPage(items, page);
  const open = items.find((item) => item.id === openId) ?? null;

  const turnTo = (next: number) => {
    setPage(next);
    setOpenId(itemsOnPage(items, next)[0]?.id ?? null);
  };

  if (items.length === 0) return <p>{t('browser.empty')}</p>;
  return (
    <div className="wl-announcements">
      <div className="wl-announcements__index">
        <ul className="wl-announcements__list">
          {shown.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className="wl-announcements__title"
                aria-expanded={item.id === openId}
                aria-controls={paneId}
                onClick={() => setOpenId(item.id === openId ? null : item.id)}
              >
                {item.title}
              </button>
            </li>
          ))}
        </ul>
        <Paginator
          page={page}
          pageCount={pageCountOf(items.length)}
          onChange={turnTo}
          range={5}
          margin={1}
          label={t('browser.pages')}
        />
      </div>
      <section id={paneId} className="wl-announcements__pane" aria-live="polite">
        {open ? (
          <article>
            <h3 className="wl-announcements__heading">{open.title}</h3>
            <SafeHtml className="wl-announcements__content" html={open.content ?? ''} />
            {open.linkageType === REWARD_LINKAGE && (
              <Link href={REWARD_CENTER_PATH} className="wl-button" onClick={onLeave}>
                {t('browser.reward_center')}
              </Link>
            )}
          </article>
        ) : (
          <p className="wl-announcements__hint">{t('browser.folded')}</p>
        )}
      </section>
    </div>
  );
}
