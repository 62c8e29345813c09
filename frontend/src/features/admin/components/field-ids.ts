/** Ids of a generated field's control, hint and error, so labels and messages can point at them. */
export const fieldId = (name: string): string => `field-${name}`;
export const hintId = (name: string): string => `field-${name}-hint`;
export const errorId = (name: string): string => `field-${name}-error`;

/** aria-describedby of a field's control: its hint and its error, when present. */
export function describedBy(name: string, hint: string | undefined, error: string | undefined): string | undefined {
  const ids = [hint ? hintId(name) : '', error ? errorId(name) : ''].filter(Boolean).join(' ');
  return ids || undefined;
}
