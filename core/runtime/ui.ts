import { proxy } from 'valtio';
import type { ModalDataArgs, ModalHandle, ModalId } from '../plugin/handles';
import type { ThemeMode } from '../theme/theme';

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
});

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
