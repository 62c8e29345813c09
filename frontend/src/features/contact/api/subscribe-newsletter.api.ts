import { callApi } from '../../../lib/api-client';

/** POST /api/send_subscribe_email: subscribed (again or already, alike); 400 when the address is refused. */
export const subscribeNewsletter = (email: string) => callApi('send_subscribe_email', { body: { email } });
