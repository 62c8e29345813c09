import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the fake received, as a test checks it. */
export interface FakeExotelRequest {
  readonly method: string;
  readonly path: string;
  readonly authorization: string | undefined;
  readonly contentType: string | undefined;
  /** The form fields in order, repeated names kept. */
  readonly form: readonly (readonly [string, string])[];
}

/** A call Exotel placed, with what it was asked. */
export interface FakeExotelCall {
  readonly sid: string;
  readonly from: string;
  readonly to: string;
  readonly callerId: string;
  readonly timeLimit: string | null;
  readonly customField: string | null;
  readonly statusCallback: string | null;
  readonly statusCallbackContentType: string | null;
  status: string;
  readonly createdAt: Date;
}

/** What the next API calls answer instead of the normal outcome: an HTTP error, or no answer at all. */
export type FakeExotelFault = { readonly status: number; readonly body?: unknown } | 'hang';

/** How the fake posts a callback: as asked (StatusCallbackContentType, JSON), or as Exotel's other encodings. */
export type CallbackEncoding = 'json' | 'form' | 'multipart';

export interface TerminalOutcome {
  readonly status: 'completed' | 'failed' | 'busy' | 'no-answer';
  /** Seconds both were connected. */
  readonly conversationS: number;
  /** Per-leg statuses, customer first; default: both as the call's status. */
  readonly legs?: readonly string[];
}

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Exotel's times: `YYYY-MM-DD HH:mm:ss` in Indian Standard Time. */
export const istTime = (at: Date): string => new Date(at.getTime() + 5.5 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

/**
 * A local stand-in for Exotel's Voice v1 API on 127.0.0.1: `POST /v1/Accounts/<sid>/Calls/connect.json`
 * (HTTP basic auth with the API key and token, a form body, Exotel's JSON `Call` answer and
 * `RestException` errors) and `GET /v1/Accounts/<sid>/Calls/<CallSid>.json`; plus what Exotel then
 * does on its own: post status callbacks to the URL it was given (`answered`, `terminal`).
 */
export class FakeExotel {
  readonly requests: FakeExotelRequest[] = [];
  readonly calls = new Map<string, FakeExotelCall>();
  readonly faults: FakeExotelFault[] = [];
  /** The fake's clock, for the times it reports. */
  now: () => Date = () => new Date();
  private readonly hanging = new Set<ServerResponse>();

  /** Use startFakeExotel: it opens the server this answers on. */
  constructor(
    private readonly server: Server,
    readonly url: string,
    readonly sid: string,
    readonly apiKey: string,
    readonly apiToken: string,
  ) {
    server.on('request', (request: IncomingMessage, response: ServerResponse) => void this.answer(request, response));
  }

  /** Drops the requests a `hang` fault holds: their callers see the connection fail. */
  releaseHanging(): void {
    for (const response of this.hanging) response.destroy();
    this.hanging.clear();
  }

  async close(): Promise<void> {
    this.releaseHanging();
    this.server.closeAllConnections();
    await new Promise<void>((resolve, reject) => this.server.close((error) => (error ? reject(error) : resolve())));
  }

  /** The two people are talking: Exotel's `answered` callback. Answers the callback receiver's HTTP status. */
  answered(sid: string, encoding: CallbackEncoding = 'json'): Promise<number> {
    const call = this.call(sid);
    call.status = 'in-progress';
    const at = istTime(this.now());
    return this.postCallback(call, encoding, { ...this.common(call, at), EventType: 'answered', Status: 'in-progress' });
  }

  /** The call is over: Exotel's `terminal` callback, with CustomField and the per-leg details. */
  terminal(sid: string, { status, conversationS, legs }: TerminalOutcome, encoding: CallbackEncoding = 'json'): Promise<number> {
    const call = this.call(sid);
    call.status = status;
    const end = this.now();
    const legStatuses = legs ?? [status, status];
    return this.postCallback(call, encoding, {
      ...this.common(call, istTime(end)),
      EventType: 'terminal',
      Status: status,
      EndTime: istTime(end),
      ConversationDuration: conversationS,
      CustomField: call.customField,
      Legs: legStatuses.map((legStatus, index) => ({ OnCallDuration: index === 0 ? conversationS + 12 : conversationS, Status: legStatus, AnsweredBy: 'NA' })),
    });
  }

  private common(call: FakeExotelCall, at: string): Record<string, unknown> {
    return { CallSid: call.sid, DateUpdated: at, DateCreated: istTime(call.createdAt), From: call.from, To: call.to, PhoneNumberSid: call.callerId, StartTime: istTime(call.createdAt), Direction: 'outbound-api', RecordingUrl: null };
  }

  private async postCallback(call: FakeExotelCall, encoding: CallbackEncoding, fields: Record<string, unknown>): Promise<number> {
    if (!call.statusCallback) throw new Error(`call ${call.sid} has no StatusCallback`);
    const response = await fetch(call.statusCallback, { method: 'POST', ...encode(fields, encoding) });
    await response.arrayBuffer();
    return response.status;
  }

  private call(sid: string): FakeExotelCall {
    const call = this.calls.get(sid);
    if (!call) throw new Error(`the fake placed no call ${sid}`);
    return call;
  }

  private async answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const raw = await readBody(request);
    const path = new URL(request.url ?? '/', this.url).pathname;
    const contentType = request.headers['content-type'];
    const form = contentType === 'application/x-www-form-urlencoded' ? [...new URLSearchParams(raw).entries()] : [];
    this.requests.push({ method: request.method ?? 'GET', path, authorization: request.headers.authorization, contentType, form });
    const fault = this.faults.shift();
    if (fault === 'hang') {
      this.hanging.add(response);
      return;
    }
    let status = 200;
    let body: unknown;
    try {
      if (fault) throw Object.assign(new Refusal(fault.status, 'fault'), { body: fault.body });
      if (request.headers.authorization !== `Basic ${Buffer.from(`${this.apiKey}:${this.apiToken}`).toString('base64')}`) throw new Refusal(401, 'Authentication is required to view this resource.');
      body = this.route(request.method ?? 'GET', path, new URLSearchParams(raw));
    } catch (error) {
      status = error instanceof Refusal ? error.status : 500;
      const given = (error as { body?: unknown }).body;
      body = given ?? { RestException: { Status: status, Message: error instanceof Error ? error.message : String(error) } };
    }
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  }

  private route(method: string, path: string, form: URLSearchParams): unknown {
    const prefix = `/v1/Accounts/${this.sid}/Calls/`;
    if (!path.startsWith(prefix)) throw new Refusal(404, 'The requested resource was not found');
    const rest = path.slice(prefix.length);
    if (method === 'POST' && rest === 'connect.json') return { Call: this.callJson(this.connect(form)) };
    const details = /^([A-Za-z0-9]+)\.json$/.exec(rest);
    if (method === 'GET' && details) {
      const call = this.calls.get(details[1] ?? '');
      if (!call) throw new Refusal(404, 'Call not found');
      return { Call: this.callJson(call) };
    }
    throw new Refusal(404, 'The requested resource was not found');
  }

  private connect(form: URLSearchParams): FakeExotelCall {
    for (const name of ['From', 'To', 'CallerId']) if (!form.get(name)) throw new Refusal(400, `Missing parameter ${name}`);
    const call: FakeExotelCall = {
      sid: randomBytes(16).toString('hex'),
      from: form.get('From') ?? '',
      to: form.get('To') ?? '',
      callerId: form.get('CallerId') ?? '',
      timeLimit: form.get('TimeLimit'),
      customField: form.get('CustomField'),
      statusCallback: form.get('StatusCallback'),
      statusCallbackContentType: form.get('StatusCallbackContentType'),
      status: 'in-progress',
      createdAt: this.now(),
    };
    this.calls.set(call.sid, call);
    return call;
  }

  private callJson(call: FakeExotelCall): Record<string, unknown> {
    const created = istTime(call.createdAt);
    return {
      Sid: call.sid,
      ParentCallSid: null,
      DateCreated: created,
      DateUpdated: istTime(this.now()),
      AccountSid: this.sid,
      To: call.to,
      From: call.from,
      PhoneNumberSid: call.callerId,
      Status: call.status,
      StartTime: created,
      EndTime: null,
      Duration: null,
      Price: null,
      Direction: 'outbound-api',
      AnsweredBy: null,
      ForwardedFrom: null,
      CallerName: null,
      Uri: `/v1/Accounts/${this.sid}/Calls/${call.sid}.json`,
      RecordingUrl: null,
    };
  }
}

/** A callback body in one of Exotel's encodings; forms carry the legs as `Legs[i][Key]`. */
function encode(fields: Record<string, unknown>, encoding: CallbackEncoding): { headers?: Record<string, string>; body: string | FormData } {
  if (encoding === 'json') return { headers: { 'content-type': 'application/json' }, body: JSON.stringify(fields) };
  const pairs: [string, string][] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) value.forEach((leg: Record<string, unknown>, index) => Object.entries(leg).forEach(([key, item]) => pairs.push([`${name}[${index}][${key}]`, String(item)])));
    else pairs.push([name, String(value as string | number)]);
  }
  if (encoding === 'form') return { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(pairs).toString() };
  const form = new FormData();
  for (const [name, value] of pairs) form.append(name, value);
  return { body: form };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

export interface FakeExotelOptions {
  readonly sid?: string;
  readonly apiKey?: string;
  readonly apiToken?: string;
}

/** Starts the fake on 127.0.0.1 at a free port, with test credentials unless given; `close()` it after the tests. */
export async function startFakeExotel({ sid = 'nakshatra1', apiKey = 'fake-exotel-api-key-0001', apiToken = 'fake-exotel-api-token-0123456789' }: FakeExotelOptions = {}): Promise<FakeExotel> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return new FakeExotel(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`, sid, apiKey, apiToken);
}
