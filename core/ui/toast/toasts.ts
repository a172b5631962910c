import { proxy } from 'valtio';
import { onSessionCleared } from '../../session/session';

export type ToastTone = 'info' | 'success' | 'error';

/** What a caller shows: texts already translated (the caller knows its namespace). */
export interface ToastInput {
  title: string;
  body?: string;
  tone?: ToastTone;
}

export interface Toast extends ToastInput {
  id: number;
  tone: ToastTone;
}

/** How long a toast stays while nobody points at or focuses the toasts (§8 notifications). */
export const TOAST_MS = 8_000;
/** More at once would cover the page; the oldest goes first. */
export const MAX_TOASTS = 3;

/** The toasts on screen, oldest first; rendered by the shell's ToastHost. */
export const toasts = proxy({ list: [] as Toast[] });

let nextId = 1;

/**
 * Shows a short, polite notice at the corner of every page (copy success, §8 notifications),
 * from anywhere: a component, a poller, a plain function. Returns its id.
 */
export function showToast({ title, body, tone = 'info' }: ToastInput): number {
  const id = nextId++;
  toasts.list.push(body === undefined ? { id, title, tone } : { id, title, body, tone });
  if (toasts.list.length > MAX_TOASTS) toasts.list.splice(0, toasts.list.length - MAX_TOASTS);
  return id;
}

export function dismissToast(id: number): void {
  const index = toasts.list.findIndex((toast) => toast.id === id);
  if (index >= 0) toasts.list.splice(index, 1);
}

/** Toasts may speak of the member (an amount that arrived), so logout takes them away. */
export function clearToasts(): void {
  toasts.list.splice(0);
}

onSessionCleared(clearToasts);
