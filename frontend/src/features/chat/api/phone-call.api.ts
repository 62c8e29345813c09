import { callApi } from '../../../lib/api-client';

/** PUT /api/create_phone_call/{id}: the customer of an accepted call asks to be rung on their own phone (docs/phone-bridge.md); answers the session and the number rung. */
export const placePhoneCall = (sessionId: string) => callApi('create_phone_call', { params: { id: sessionId }, body: {} });
