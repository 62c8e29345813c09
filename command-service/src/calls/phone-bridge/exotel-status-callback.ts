import { verifyCallbackUrl } from './callback-token.js';
import { exotelCallStatus, malformed, type ExotelFields } from './exotel-call-fields.js';
import { PhoneBridgeCallbackRefusedError, type PhoneBridgeCallback, type PhoneCallStatus } from './phone-bridge.js';

export const EXOTEL = 'exotel';

/** Bracketed form keys such as `Legs[1][Status]`, which some form encoders make of an array. */
const BRACKETED_LEG = /^Legs\[(\d+)\]\[(\w+)\]$/;
/** Exotel's calls have two legs; a bigger index is not Exotel's and must not size an array. */
const MAX_LEGS = 10;
/** More than Exotel ever sends; a bigger body is not Exotel's. */
const MAX_BODY_BYTES = 64 * 1024;

/**
 * Reads an Exotel status callback. The URL's token is checked first and nothing of the body is
 * believed before it matches (Exotel signs nothing, see callback-token.ts). The consultation is
 * the one signed into the URL; a CustomField that names another one is refused as forged, since
 * a genuine callback carries back the value we sent.
 */
export async function parseExotelStatusCallback(callback: PhoneBridgeCallback, secret: string): Promise<PhoneCallStatus> {
  const consultationId = verifyCallbackUrl(callback.url, secret, EXOTEL);
  const fields = await callbackFields(callback);
  const customField = typeof fields.CustomField === 'string' ? fields.CustomField : '';
  if (customField !== '' && customField !== consultationId) throw new PhoneBridgeCallbackRefusedError('forged', 'The status callback names another consultation than its URL.');
  return { ...exotelCallStatus(fields), consultationId };
}

/**
 * The callback's fields, whatever the body's media type: we ask Exotel for JSON
 * (StatusCallbackContentType), but its default is multipart/form-data and older accounts post
 * url-encoded forms, so all three are read.
 */
export async function callbackFields({ contentType, rawBody }: PhoneBridgeCallback): Promise<ExotelFields> {
  if (rawBody.length > MAX_BODY_BYTES) throw malformed('its body is too large');
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase();
  if (mediaType === 'application/json') return jsonObject(rawBody);
  if (mediaType === 'application/x-www-form-urlencoded') return formFields(new URLSearchParams(rawBody.toString('utf8')));
  if (mediaType === 'multipart/form-data') {
    // The platform's own multipart reader (undici's), rather than a parser of ours.
    const form = await new Response(new Uint8Array(rawBody), { headers: { 'content-type': contentType ?? '' } }).formData().catch(() => {
      throw malformed('its multipart body cannot be read');
    });
    return formFields(form);
  }
  throw malformed(`its media type is ${mediaType ?? 'missing'}`);
}

function jsonObject(rawBody: Buffer): ExotelFields {
  let value: unknown;
  try {
    value = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw malformed('its body is not JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw malformed('its body is not a JSON object');
  return value as ExotelFields;
}

/** A form's text fields; `Legs[i][Key]` fields are gathered into a Legs array as JSON would have it. */
function formFields(form: URLSearchParams | FormData): ExotelFields {
  const fields: Record<string, unknown> = {};
  const legs: Record<string, string>[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string') continue;
    const leg = BRACKETED_LEG.exec(name);
    if (leg && Number(leg[1]) < MAX_LEGS) (legs[Number(leg[1])] ??= {})[leg[2] ?? ''] = value;
    else if (!leg) fields[name] = value;
  }
  if (legs.length > 0 && fields.Legs === undefined) fields.Legs = Array.from(legs, (leg) => leg ?? {});
  return fields;
}
