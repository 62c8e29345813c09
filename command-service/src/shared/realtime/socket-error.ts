import type { ChatSocketError } from '@nakshatra/contracts';
import { HttpError } from '@nakshatra/platform';

/** A refusal as the HTTP calls answer it, code and all; anything else is a fault of ours, worded by the SPA from its status. */
export function socketErrorOf(error: unknown): ChatSocketError {
  if (!(error instanceof HttpError) || error.status >= 500) return { status: 500, message: 'Something went wrong on our side. Please try again.' };
  const { status, code, message, params, errors } = error;
  return { status, code, message, ...(params ? { params } : {}), ...(errors ? { errors } : {}) };
}
