import { proxy } from 'valtio';

/** A message dialog (§4 "alert dialog"): one text, one confirm button. */
export interface Alert {
  id: number;
  /** i18n key; in the core namespace unless `ns` says otherwise. */
  messageKey: string;
  ns?: string;
  params?: Record<string, string | number>;
  /** Closes by itself after this long (§4: alerts can close on a given timeout). */
  timeoutMs?: number;
  /** A click on the cover closes it unless this is false (§4). */
  closeOnCover?: boolean;
}

export const alerts = proxy({ queue: [] as Alert[] });

let nextId = 1;

/** Shows a message dialog; returns its id. Plugins use this for refusals and notices. */
export function showAlert(alert: Omit<Alert, 'id'>): number {
  const id = nextId++;
  alerts.queue.push({ ...alert, id });
  return id;
}

export function dismissAlert(id: number): void {
  const index = alerts.queue.findIndex((alert) => alert.id === id);
  if (index >= 0) alerts.queue.splice(index, 1);
}
