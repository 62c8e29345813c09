const twoDigits = (value: number): string => String(value).padStart(2, '0');

/** A length in seconds as mm:ss, e.g. 725 → "12:05"; an hour or more keeps counting minutes ("62:05"). */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${twoDigits(Math.floor(whole / 60))}:${twoDigits(whole % 60)}`;
}

/** The same length for a <time> element's datetime, e.g. "PT12M5S". */
export function isoDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `PT${Math.floor(whole / 60)}M${whole % 60}S`;
}
