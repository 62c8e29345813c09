import type { RouteBodyInput } from '@nakshatra/contracts';
import { callApi } from '../../../lib/api-client';

export type ContactMessage = RouteBodyInput<'send-email'>;

/** POST /api/send-email: the message is stored and mailed to support; 400 names the fields it refuses. */
export const sendContactMessage = (message: ContactMessage) => callApi('send-email', { body: message });
