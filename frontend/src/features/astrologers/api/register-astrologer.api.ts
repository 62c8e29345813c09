import { callApi, type ApiResult } from '../../../lib/api-client';
import type { RegistrationBody } from '../lib/registration-form';

/** What create_astrologer answers once registrations are served (issue #7): the new application. */
export interface AstrologerApplication {
  readonly id: string;
}

/**
 * POST /api/create_astrologer: an application to consult on Nakshatra, for an admin to approve.
 * Planned for issue #7: it answers 501 until then.
 */
export const registerAstrologer = (body: RegistrationBody): Promise<ApiResult<AstrologerApplication>> =>
  callApi<AstrologerApplication>('create_astrologer', { body });
