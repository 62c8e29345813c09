import { refusalCatalogue, refusalMessage, type ErrorEnvelope, type RefusalCode, type RefusalParamValues } from '@nakshatra/contracts';

/** A refusal the gateway answers itself, in the envelope the services use (docs/refusals.md). */
export function refusalEnvelope(code: RefusalCode, params?: RefusalParamValues): ErrorEnvelope {
  return { status: refusalCatalogue[code].status, code, message: refusalMessage(code, params), ...(params ? { params } : {}) };
}
