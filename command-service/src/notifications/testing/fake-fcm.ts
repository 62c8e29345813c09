import { generateKeyPairSync, verify, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';

/** A message FCM accepted, as the adapter sent it. */
export interface FakeFcmMessage {
  readonly token: string;
  readonly message: Record<string, unknown>;
  readonly accessToken: string;
}

/** What the next send answers instead of the normal outcome: an HTTP error, or no answer at all. */
export type FakeFcmFault = { readonly status: number; readonly body?: unknown } | 'hang';

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`);
  }
}

/**
 * A local stand-in for Google's OAuth2 token endpoint and the FCM HTTP v1 send API on 127.0.0.1.
 * It holds a service account's key pair: the token endpoint verifies the JWT assertion's RS256
 * signature with the public key and its claims (issuer, audience, scope, lifetime), and the send
 * API takes only access tokens it issued. Tokens listed in `unregistered` are answered as FCM
 * answers a device that uninstalled the app (404 UNREGISTERED).
 */
export class FakeFcm {
  readonly messages: FakeFcmMessage[] = [];
  /** How many access tokens the token endpoint issued. */
  tokensIssued = 0;
  readonly unregistered = new Set<string>();
  /** The next sends answer these, in order. */
  readonly faults: FakeFcmFault[] = [];
  /** Lifetime of the access tokens it issues, seconds (Google: 3599). */
  accessTokenSeconds = 3599;
  /** The fake's clock for checking assertion times; a test that moves its own clock moves this one too. */
  now: () => Date = () => new Date();
  private readonly accessTokens = new Set<string>();
  private readonly hanging = new Set<ServerResponse>();

  constructor(
    private readonly server: Server,
    readonly url: string,
    readonly projectId: string,
    readonly clientEmail: string,
    readonly privateKeyPem: string,
    private readonly publicKey: KeyObject,
  ) {
    server.on('request', (request: IncomingMessage, response: ServerResponse) => void this.answer(request, response));
  }

  get apiUrl(): string {
    return this.url;
  }

  get tokenUrl(): string {
    return `${this.url}/token`;
  }

  /** Every access token issued so far stops working, as when Google revokes them. */
  revokeAccessTokens(): void {
    this.accessTokens.clear();
  }

  async close(): Promise<void> {
    for (const response of this.hanging) response.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve, reject) => this.server.close((error) => (error ? reject(error) : resolve())));
  }

  private async answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const raw = await readBody(request);
    const path = new URL(request.url ?? '/', this.url).pathname;
    try {
      if (request.method === 'POST' && path === '/token') return send(response, 200, this.issueToken(raw));
      if (request.method === 'POST' && path === `/v1/projects/${this.projectId}/messages:send`) {
        const fault = this.faults.shift();
        if (fault === 'hang') return void this.hanging.add(response);
        if (fault) throw new Refusal(fault.status, fault.body ?? { error: { code: fault.status, message: 'The fake was told to fail', status: 'INTERNAL' } });
        return send(response, 200, this.accept(request, raw));
      }
      throw new Refusal(404, { error: { code: 404, message: 'Not found', status: 'NOT_FOUND' } });
    } catch (error) {
      if (error instanceof Refusal) return send(response, error.status, error.body);
      send(response, 500, { error: { code: 500, message: String(error), status: 'INTERNAL' } });
    }
  }

  private issueToken(raw: string): unknown {
    const form = new URLSearchParams(raw);
    const invalid = (description: string) => new Refusal(400, { error: 'invalid_grant', error_description: description });
    if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer') throw new Refusal(400, { error: 'unsupported_grant_type', error_description: 'Invalid grant_type' });
    const [header, claims, signature] = (form.get('assertion') ?? '').split('.');
    if (!header || !claims || !signature) throw invalid('Invalid JWT');
    if (JSON.parse(Buffer.from(header, 'base64url').toString()).alg !== 'RS256') throw invalid('Invalid JWT algorithm');
    if (!verify('sha256', Buffer.from(`${header}.${claims}`), this.publicKey, Buffer.from(signature, 'base64url'))) throw invalid('Invalid JWT Signature.');
    const { iss, aud, scope, iat, exp } = JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<string, unknown>;
    const now = Math.floor(this.now().getTime() / 1000);
    if (iss !== this.clientEmail) throw invalid('Invalid issuer');
    if (aud !== this.tokenUrl) throw invalid('Invalid audience');
    if (scope !== FCM_SCOPE) throw invalid('Invalid scope');
    if (typeof iat !== 'number' || typeof exp !== 'number' || exp <= now || exp - iat > 3600 || iat > now + 300) throw invalid('Invalid JWT: Token must be a short-lived token (60 minutes) and in a reasonable timeframe');
    this.tokensIssued += 1;
    const accessToken = `ya29.fake-access-token-${this.tokensIssued}`;
    this.accessTokens.add(accessToken);
    return { access_token: accessToken, expires_in: this.accessTokenSeconds, token_type: 'Bearer' };
  }

  private accept(request: IncomingMessage, raw: string): unknown {
    const accessToken = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!this.accessTokens.has(accessToken)) {
      throw new Refusal(401, { error: { code: 401, message: 'Request had invalid authentication credentials.', status: 'UNAUTHENTICATED' } });
    }
    const message = (JSON.parse(raw) as { message?: Record<string, unknown> }).message;
    if (!message || typeof message.token !== 'string') throw new Refusal(400, { error: { code: 400, message: 'Invalid message', status: 'INVALID_ARGUMENT' } });
    if (this.unregistered.has(message.token)) {
      throw new Refusal(404, {
        error: {
          code: 404,
          message: 'Requested entity was not found.',
          status: 'NOT_FOUND',
          details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'UNREGISTERED' }],
        },
      });
    }
    this.messages.push({ token: message.token, message, accessToken });
    return { name: `projects/${this.projectId}/messages/${this.messages.length}` };
  }
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

/** Starts the fake on 127.0.0.1 at a free port with a fresh service-account key pair; `close()` it after the tests. */
export async function startFakeFcm({ projectId = 'nakshatra-test', clientEmail = 'push@nakshatra-test.iam.gserviceaccount.com' } = {}): Promise<FakeFcm> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return new FakeFcm(server, url, projectId, clientEmail, privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), publicKey);
}
