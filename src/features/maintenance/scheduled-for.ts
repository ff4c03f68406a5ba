/** "Tue 1 Dec 2026, 22:00" in the user's locale and time zone. */
export function formatScheduledFor(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(undefined, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}

/** Whether a scheduled maintenance time is still ahead. */
export function isUpcoming(iso: string | null): iso is string {
  return iso !== null && Date.parse(iso) > Date.now();
}
