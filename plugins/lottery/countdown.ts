const pad = (value: number) => String(value).padStart(2, '0');

/** Time left as HH:MM:SS (hours keep counting past 24); zero, less or unknown is 00:00:00. */
export function formatCountdown(msLeft: number): string {
  const total = Number.isFinite(msLeft) ? Math.max(0, Math.floor(msLeft / 1000)) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  return `${pad(hours)}:${pad(minutes)}:${pad(total % 60)}`;
}

/** Milliseconds from `now` until an ISO date-time; NaN for a date the platform got wrong. */
export function msUntil(iso: string, now: number): number {
  return Date.parse(iso) - now;
}
