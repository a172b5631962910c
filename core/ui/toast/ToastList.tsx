import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { dismissToast, TOAST_MS, toasts, type Toast } from './toasts';
import './toast.css';

function ToastItem({ toast, held, onClose }: { toast: Toast; held: boolean; onClose: () => void }) {
  const { t } = useTranslation('core');
  // The clock stops while the person points at or works in the toasts (WCAG 2.2.1), and gives
  // the full time again after.
  useEffect(() => {
    if (held) return;
    const timer = window.setTimeout(() => dismissToast(toast.id), TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [held, toast.id]);
  return (
    <li className={`wl-toast wl-toast--${toast.tone}`}>
      <p className="wl-toast__title">{toast.title}</p>
      {toast.body && <p className="wl-toast__body">{toast.body}</p>}
      <button
        type="button"
        className="wl-toast__close"
        aria-label={t('toast.close')}
        onClick={() => {
          dismissToast(toast.id);
          onClose();
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

/**
 * The toasts themselves, loaded with the first one (ToastHost.tsx): most page views show none.
 * Their clocks stop while the person points at or works in them.
 */
export default function ToastList() {
  const { list } = useSnapshot(toasts);
  const [pointer, setPointer] = useState(false);
  const [focus, setFocus] = useState(false);
  return (
    <ul
      onPointerEnter={() => setPointer(true)}
      onPointerLeave={() => setPointer(false)}
      onFocus={() => setFocus(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocus(false);
      }}
    >
      {list.map((toast) => (
        <ToastItem
          key={toast.id}
          toast={toast as Toast}
          held={pointer || focus}
          // the focused close button goes with its toast, and a removed element sends no blur:
          // without this the other toasts would wait forever
          onClose={() => setFocus(false)}
        />
      ))}
    </ul>
  );
}
