import { callApi } from '../../../lib/api-client';
import type { RegistrationBody } from '../lib/registration-form';

/**
 * POST /api/create_astrologer (logged in): an application, or a new one after a rejection, with the
 * number the caller is logged in with. Answers where the record stands (pending).
 */
export const registerAstrologer = (body: RegistrationBody) => callApi('create_astrologer', { body });
