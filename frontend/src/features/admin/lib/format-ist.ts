const IST = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** A moment as India reads it, e.g. "22 Nov 2026, 4:05 pm" (built from parts: browsers differ in case and spacing). */
export function formatIst(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  const part = Object.fromEntries(IST.formatToParts(ms).map(({ type, value }) => [type, value]));
  return `${part.day} ${part.month} ${part.year}, ${part.hour}:${part.minute} ${(part.dayPeriod ?? '').toLowerCase()}`.trim();
}
