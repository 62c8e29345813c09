/** A LIKE pattern that finds `text` anywhere, lower-cased, its own `%`, `_` and `\` taken literally (compare with lower(column)). */
export const containing = (text: string): string => `%${text.toLowerCase().replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
