import type { Ref } from 'react';
import { openModal } from '../../../core/runtime/ui';
import type { Announcement } from '../api';
import { noticeModal } from '../handles';

interface NoticeListProps {
  notices: readonly Announcement[];
  /** Whether an announcement modal exists to open; without it notices are plain text. */
  canOpen: boolean;
  /** The copy that makes the marquee loop seamlessly: invisible to screen readers and keyboard. */
  duplicate?: boolean;
  ref?: Ref<HTMLUListElement>;
}

/** One copy of the notice titles (plain text; their HTML content is for the modal). */
export function NoticeList({ notices, canOpen, duplicate = false, ref }: NoticeListProps) {
  return (
    <ul
      ref={ref}
      className="wl-marquee__list"
      aria-hidden={duplicate || undefined}
      inert={duplicate}
    >
      {notices.map((notice) => (
        <li key={notice.id} className="wl-marquee__item">
          {canOpen ? (
            <button
              type="button"
              className="wl-marquee__notice"
              onClick={() => openModal(noticeModal, { id: notice.id })}
            >
              {notice.title}
            </button>
          ) : (
            <span className="wl-marquee__notice">{notice.title}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
