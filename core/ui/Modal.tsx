import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ModalProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Wider layouts (announcement list, help centre). */
  size?: 'small' | 'medium' | 'large';
  /** Whether a click on the cover (backdrop) closes the dialog; true unless stated. */
  closeOnCover?: boolean;
}

/**
 * A modal dialog on the native <dialog> element: showModal() makes the rest of the page inert,
 * traps focus and closes on Escape, so keyboard and screen-reader users get a real dialog.
 * The body is frozen while open and its scroll restored on close (§4 Modal).
 */
export function Modal({
  title,
  onClose,
  children,
  size = 'medium',
  closeOnCover = true,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { t } = useTranslation('core');

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const scrollY = window.scrollY;
    document.body.classList.add('wl-scroll-locked');
    if (!dialog.open) dialog.showModal();
    return () => {
      document.body.classList.remove('wl-scroll-locked');
      window.scrollTo({ top: scrollY });
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={`wl-modal wl-modal--${size}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (closeOnCover && event.target === ref.current) onClose();
      }}
    >
      <div className="wl-modal__frame">
        <header className="wl-modal__header">
          <h2 id={titleId} className="wl-modal__title">
            {title}
          </h2>
          <button
            type="button"
            className="wl-icon-button"
            onClick={onClose}
            aria-label={t('actions.close')}
          >
            ×
          </button>
        </header>
        <div className="wl-modal__body">{children}</div>
      </div>
    </dialog>
  );
}
