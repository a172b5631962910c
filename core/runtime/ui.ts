import { proxy } from 'valtio';
import type { ModalDataArgs, ModalHandle, ModalId } from '../plugin/handles';
import type { ThemeMode } from '../theme/theme';

/** The loading overlay's timeout when the caller names none. */
export const LOADING_TIMEOUT_MS = 30_000;

export interface OpenModal {
  id: ModalId;
  data?: unknown;
}

/** Client state of the shell (DESIGN.md "State"): modals, side menu, theme, loading overlay. */
export const ui = proxy({
  sideMenuOpen: true,
  theme: 'dark' as ThemeMode,
  modals: [] as OpenModal[],
  loading: false,
  /** How long the loading overlay may stay up before it closes by itself (§4 Modal). */
  loadingTimeoutMs: LOADING_TIMEOUT_MS,
});

/**
 * Covers the page with the loading overlay (§4: it closes on a given timeout). The spec names no
 * default; an overlay covers one platform call, which gives up after 30 s (core/api/request.ts),
 * so longer would only ever cover a page that has nothing left to wait for.
 */
export function showLoading(timeoutMs: number = LOADING_TIMEOUT_MS): void {
  ui.loadingTimeoutMs = timeoutMs;
  ui.loading = true;
}

export function hideLoading(): void {
  ui.loading = false;
  ui.loadingTimeoutMs = LOADING_TIMEOUT_MS;
}

/**
 * Opens a modal by its typed handle (core/plugin/handles.ts), with the data that handle takes;
 * the plugin that provides it renders it. Opening one already open does nothing.
 */
export function openModal<K extends ModalId>(
  handle: ModalHandle<K>,
  ...[data]: ModalDataArgs<K>
): void {
  if (ui.modals.some((modal) => modal.id === handle.id)) return;
  ui.modals.push({ id: handle.id, data });
}

export function closeModal(handle: ModalHandle): void {
  const index = ui.modals.findIndex((modal) => modal.id === handle.id);
  if (index >= 0) ui.modals.splice(index, 1);
}
