/**
 * The time zone as the agent header shows it (§2): "GMT+07:00", "GMT-03:30", "GMT+00:00". Intl
 * knows each zone's offset on that date (summer time included); `timeZone` defaults to the
 * browser's own.
 */
export function gmtOffset(date: Date, timeZone?: string): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZoneName: 'longOffset', timeZone })
    .formatToParts(date)
    .find((entry) => entry.type === 'timeZoneName')?.value;
  // Intl writes the zero offset as a bare "GMT"; the header always shows hours and minutes.
  return !part || part === 'GMT' ? 'GMT+00:00' : part;
}
