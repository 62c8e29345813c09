// One formatter for the whole process: building an Intl.DateTimeFormat costs far more than using
// one, and the home page asks for the day on every request.
const INDIA_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day in India at a moment, as YYYY-MM-DD: where the product's calendar lives (horoscopes, birth dates, date inputs). */
export function todayInIndia(now: Date | number = Date.now()): string {
  const part = Object.fromEntries(INDIA_DAY.formatToParts(now).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day}`;
}
