const IST_DATE = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric' });

/** The calendar day of a moment in India, e.g. "22 Nov 2026" (built from parts: browsers differ in separators). */
export function formatIstDate(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  const part = Object.fromEntries(IST_DATE.formatToParts(ms).map(({ type, value }) => [type, value]));
  return `${part.day} ${part.month} ${part.year}`;
}
