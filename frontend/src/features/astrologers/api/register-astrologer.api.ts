import type { AstrologerStandingView } from '@nakshatra/contracts';
import { callApi, type ApiResult } from '../../../lib/api-client';
import type { RegistrationBody } from '../lib/registration-form';

/**
 * POST /api/create_astrologer (logged in): an application, or a new one after a rejection, with the
 * number the caller is logged in with. Answers where the record stands (pending).
 */
export const registerAstrologer = (body: RegistrationBody): Promise<ApiResult<AstrologerStandingView>> =>
  callApi<AstrologerStandingView>('create_astrologer', { body });
