import { signCallbackUrl } from './callback-token.js';
import type { ExotelConfig } from './exotel-config.js';
import { exotelCallStatus, type ExotelFields } from './exotel-call-fields.js';
import { EXOTEL, parseExotelStatusCallback } from './exotel-status-callback.js';
import { networkErrorCode, parseJsonOrUndefined } from '../../shared/outbound-answers.js';
import {
  PhoneBridgeUnavailableError,
  type PhoneBridge,
  type PhoneBridgeCall,
  type PhoneBridgeCallback,
  type PhoneBridgeConnectRequest,
  type PhoneCallStatus,
} from './phone-bridge.js';

const E164 = /^\+[1-9]\d{7,14}$/;
const CALL_SID = /^[A-Za-z0-9_-]{1,64}$/;
/** Exotel's limits: TimeLimit at most 4 hours, CustomField at most 128 characters. */
const MAX_TIME_LIMIT_S = 14_400;
const MAX_CUSTOM_FIELD_LENGTH = 128;

/**
 * Exotel's Voice v1 "connect two numbers" API: Exotel rings the customer (From) from our ExoPhone
 * and, once they answer, the astrologer (To), and bridges the two. `.json` on the path makes
 * Exotel answer JSON instead of XML. Status callbacks come for the `answered` and `terminal`
 * events, as JSON, to the caller's URL with a token of ours added (Exotel signs nothing).
 */
export class ExotelPhoneBridge implements PhoneBridge {
  readonly provider = EXOTEL;

  constructor(private readonly config: ExotelConfig) {}

  async connect({ consultationId, customerNumber, astrologerNumber, callbackUrl, maxDurationS }: PhoneBridgeConnectRequest): Promise<PhoneBridgeCall> {
    if (!E164.test(customerNumber) || !E164.test(astrologerNumber)) throw new RangeError('Phone bridge numbers must be E.164 (+919876543210)');
    if (!Number.isInteger(maxDurationS) || maxDurationS < 1 || maxDurationS > MAX_TIME_LIMIT_S) throw new RangeError(`maxDurationS must be whole seconds from 1 to ${MAX_TIME_LIMIT_S}`);
    if (consultationId === '' || consultationId.length > MAX_CUSTOM_FIELD_LENGTH) throw new RangeError(`consultationId must be 1 to ${MAX_CUSTOM_FIELD_LENGTH} characters (Exotel's CustomField)`);
    if (!/^https?:\/\//.test(callbackUrl)) throw new RangeError('callbackUrl must be an absolute http(s) URL');

    const statusCallbackUrl = signCallbackUrl(callbackUrl, this.config.callbackSecret, EXOTEL, consultationId);
    const form = new URLSearchParams({
      From: customerNumber,
      To: astrologerNumber,
      CallerId: this.config.callerId,
      CallType: 'trans',
      TimeLimit: String(maxDurationS),
      CustomField: consultationId,
      StatusCallback: statusCallbackUrl,
      StatusCallbackContentType: 'application/json',
    });
    form.append('StatusCallbackEvents[0]', 'terminal');
    form.append('StatusCallbackEvents[1]', 'answered');
    const answer = await this.request('connect a call', '/Calls/connect.json', form);
    const callId = field(field(answer, 'Call'), 'Sid');
    if (typeof callId !== 'string' || !CALL_SID.test(callId)) throw new PhoneBridgeUnavailableError('Exotel accepted the call but answered no call sid', null);
    return { callId, statusCallbackUrl };
  }

  parseStatusCallback(callback: PhoneBridgeCallback): Promise<PhoneCallStatus> {
    return parseExotelStatusCallback(callback, this.config.callbackSecret);
  }

  async callStatus(callId: string): Promise<PhoneCallStatus> {
    if (!CALL_SID.test(callId)) throw new RangeError('Not an Exotel call sid');
    const call = field(await this.request('fetch a call', `/Calls/${callId}.json`), 'Call');
    if (typeof call !== 'object' || call === null) throw new PhoneBridgeUnavailableError('Exotel answered a call without its details', null);
    return exotelCallStatus(call as ExotelFields);
  }

  /** One API call: a POST of the form when there is one, else a GET; Exotel's JSON answer. */
  private async request(purpose: string, path: string, form?: URLSearchParams): Promise<unknown> {
    const { apiUrl, sid, apiKey, apiToken, timeoutMs } = this.config;
    let response: Response;
    try {
      response = await fetch(`${apiUrl}/v1/Accounts/${sid}${path}`, {
        method: form ? 'POST' : 'GET',
        headers: {
          authorization: `Basic ${Buffer.from(`${apiKey}:${apiToken}`).toString('base64')}`,
          accept: 'application/json',
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        ...(form ? { body: form.toString() } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new PhoneBridgeUnavailableError(timedOut ? `Exotel did not answer within ${timeoutMs} ms to ${purpose}` : `Exotel could not be reached to ${purpose}${networkErrorCode(error)}`, null);
    }
    const text = await response.text().catch(() => '');
    const body = parseJsonOrUndefined(text);
    if (!response.ok) throw new PhoneBridgeUnavailableError(`Exotel refused to ${purpose} (HTTP ${response.status}${this.detail(body)})`, response.status);
    if (body === undefined) throw new PhoneBridgeUnavailableError(`Exotel answered ${purpose} with no JSON (HTTP ${response.status})`, response.status);
    return body;
  }

  /** Exotel's own reason (`RestException.Message`), short, with our credentials cut out should it ever echo them. */
  private detail(body: unknown): string {
    const message = field(field(body, 'RestException'), 'Message');
    if (typeof message !== 'string' || message === '') return '';
    const { apiKey, apiToken, callbackSecret } = this.config;
    const clean = [apiKey, apiToken, callbackSecret].reduce((text, secret) => text.split(secret).join('[redacted]'), message);
    return `: ${clean.slice(0, 200)}`;
  }
}

const field = (value: unknown, name: string): unknown => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined);


