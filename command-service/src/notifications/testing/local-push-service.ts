import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A browser's side of a subscription: its P-256 key pair and auth secret (what PushManager.subscribe makes). */
export interface LocalSubscriber {
  readonly endpoint: string;
  readonly p256dh: string;
  readonly auth: string;
  readonly ecdh: ECDH;
  readonly authSecret: Buffer;
}

/** One push the service took, as it arrived and decrypted. */
export interface ReceivedPush {
  readonly subscriber: string;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The VAPID JWT's claims, after its ES256 signature was verified with the `k` of the header. */
  readonly vapid: { readonly publicKey: string; readonly claims: { readonly aud: string; readonly exp: number; readonly sub: string } };
  readonly payload: string;
}

export interface LocalPushService {
  /** The certificate to trust (an https.Agent's `ca`). */
  readonly certificate: string;
  /** A new browser subscribed at this service; `answer` is the status its pushes get (201 by default). */
  subscriber(answer?: number): LocalSubscriber;
  readonly received: ReceivedPush[];
  close(): Promise<void>;
}

/**
 * A push service on 127.0.0.1 for tests (RFC 8030): HTTPS with a self-signed certificate made by
 * openssl, one endpoint per subscriber. Every push must carry a VAPID authorisation whose signature
 * verifies (RFC 8292), and an aes128gcm body that decrypts with the subscriber's keys (RFC 8291,
 * done here with node:crypto, independently of the sender's library); a push that fails either is
 * answered 400 and not recorded.
 */
export async function startLocalPushService(): Promise<LocalPushService> {
  const dir = mkdtempSync(path.join(tmpdir(), 'nk-push-'));
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')], { stdio: 'ignore' });
  const key = readFileSync(path.join(dir, 'key.pem'), 'utf8');
  const certificate = readFileSync(path.join(dir, 'cert.pem'), 'utf8');
  rmSync(dir, { recursive: true, force: true });

  const subscribers = new Map<string, { subscriber: LocalSubscriber; answer: number }>();
  const received: ReceivedPush[] = [];
  const server: Server = createServer({ key, cert: certificate }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const id = request.url?.replace(/^\/push\//, '') ?? '';
      const known = subscribers.get(id);
      if (!known) return void response.writeHead(404).end();
      try {
        const vapid = verifiedVapid(String(request.headers.authorization ?? ''));
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const payload = decryptAes128gcm(Buffer.concat(chunks), known.subscriber);
        if (known.answer < 300) received.push({ subscriber: id, headers: request.headers, vapid, payload });
        response.writeHead(known.answer).end();
      } catch (error) {
        response.writeHead(400, { 'content-type': 'text/plain' }).end(String(error));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    certificate,
    received,
    subscriber(answer = 201) {
      const id = randomBytes(12).toString('hex');
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const subscriber = { endpoint: `${origin}/push/${id}`, p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url'), ecdh, authSecret };
      subscribers.set(id, { subscriber, answer });
      return subscriber;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** `vapid t=<jwt>, k=<public key>`: the JWT's ES256 signature checked with k, its claims returned. */
function verifiedVapid(header: string): ReceivedPush['vapid'] {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header);
  if (!match) throw new Error(`not a VAPID authorization: ${header.slice(0, 20)}`);
  const [, jwt, publicKey] = match as unknown as [string, string, string];
  const [head, claims, signature] = jwt.split('.') as [string, string, string];
  const raw = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') }, format: 'jwk' });
  if (!verify('sha256', Buffer.from(`${head}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))) throw new Error('VAPID signature does not verify');
  if (JSON.parse(Buffer.from(head, 'base64url').toString()).alg !== 'ES256') throw new Error('VAPID JWT is not ES256');
  return { publicKey, claims: JSON.parse(Buffer.from(claims, 'base64url').toString()) as ReceivedPush['vapid']['claims'] };
}

const hmac = (key: Buffer, ...data: Buffer[]) => createHmac('sha256', key).update(Buffer.concat(data)).digest();

/** RFC 8291 §3.4 and RFC 8188: one record, as a push of at most 4 KB always is. */
function decryptAes128gcm(body: Buffer, { ecdh, authSecret }: LocalSubscriber): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const ecdhSecret = ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), senderKey]);
  const ikm = hmac(hmac(authSecret, ecdhSecret), keyInfo, Buffer.from([1]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0'), Buffer.from([1])).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0'), Buffer.from([1])).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  return padded.subarray(0, padded.lastIndexOf(2)).toString('utf8');
}
