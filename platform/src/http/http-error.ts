import type { FieldError } from '@nakshatra/contracts';

/** An answer other than success, thrown anywhere below a route handler and turned into an envelope. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: readonly FieldError[],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (errors: readonly FieldError[]) =>
  new HttpError(400, errors.map((error) => (error.path ? `${error.path}: ${error.message}` : error.message)).join('; '), errors);
export const unauthorized = () => new HttpError(401, 'Please log in to continue');
export const forbidden = (message = 'You are not allowed to do this') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
