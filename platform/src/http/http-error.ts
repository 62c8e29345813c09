import { fieldError, refusalCatalogue, refusalMessage, type FieldError, type FieldIssueCode, type FieldIssueParamsArg, type RefusalCode, type RefusalParams, type RefusalParamValues } from '@nakshatra/contracts';

/** A refusal thrown anywhere below a route handler and turned into an error envelope by the dispatcher. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: RefusalCode,
    message: string,
    readonly params?: RefusalParamValues,
    readonly errors?: readonly FieldError[],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

type ParamsArg<C extends RefusalCode> = RefusalParams<C> extends undefined ? [] : [params: RefusalParams<C>];

/**
 * The one way to refuse: a code of the refusal catalogue (contracts/src/refusals) and the params its
 * message needs; the status and the English come from the catalogue.
 */
export function refuse<C extends RefusalCode>(code: C, ...[params]: ParamsArg<C>): HttpError {
  const values = params as RefusalParamValues | undefined;
  return new HttpError(refusalCatalogue[code].status, code, refusalMessage(code, values), values && Object.keys(values).length > 0 ? values : undefined);
}

/** Invalid input: each field with its code and reason; the message lists them in English. */
export const badRequest = (errors: readonly FieldError[]) =>
  new HttpError(400, 'request.invalid', errors.map((error) => (error.path ? `${error.path}: ${error.message}` : error.message)).join('; '), undefined, errors);

/** Invalid input in one field, refused by a check beyond the schema (a pack no longer on sale, a range too long). */
export const refuseField = <C extends FieldIssueCode>(path: string, code: C, ...params: FieldIssueParamsArg<C>) =>
  badRequest([fieldError(path, code, ...params)]);
