import { proxy } from 'valtio';
import type { ThemeMode } from '../theme/theme';

export interface OpenModal {
  id: string;
  data?: unknown;
}

/** Client state of the shell (DESIGN.md "State"): modals, side menu, theme, loading overlay. */
export const ui = proxy({
  sideMenuOpen: true,
  theme: 'dark' as ThemeMode,
  modals: [] as OpenModal[],
  loading: false,
});

/** Opens a modal registered by any plugin; plugins open each other's modals only by id. */
export function openModal(id: string, data?: unknown): void {
  if (ui.modals.some((modal) => modal.id === id)) return;
  ui.modals.push({ id, data });
}

export function closeModal(id: string): void {
  const index = ui.modals.findIndex((modal) => modal.id === id);
  if (index >= 0) ui.modals.splice(index, 1);
}
