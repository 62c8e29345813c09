/** Default profile values of a new account (spec §2: "Anonymous" or "NA" shows the default avatar). */
export const NEW_USER_NAME = 'Anonymous';
export const NO_IMAGE = 'NA';

/** Whether an account still has the name it was registered with, i.e. none of its own. */
export const isUnnamed = (name: string): boolean => name === NEW_USER_NAME || name.trim() === '';
