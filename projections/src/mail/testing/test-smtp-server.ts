import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail as the test SMTP server took it. */
export interface ReceivedMail {
  readonly from: string;
  readonly to: readonly string[];
  /** The whole message as sent: headers, blank line, body. */
  readonly raw: string;
  readonly messageId: string | undefined;
}

/** Lets a test refuse recipients: an SMTP reply code (4xx: try later; 5xx: never) and its text. */
export type Refusal = { readonly code: number; readonly text: string } | null;

export interface TestSmtpServer {
  /** smtp://user:password@127.0.0.1:port: the worker logs in, as with a real provider. */
  readonly url: string;
  readonly received: ReceivedMail[];
  /** How many RCPT TO the server refused. */
  readonly refused: () => number;
  refuseWith(refusal: Refusal): void;
  stop(): Promise<void>;
}

export const SMTP_USER = 'mailer';
export const SMTP_PASSWORD = 'smtp-test-password';

/** A real SMTP server (the smtp-server package) on 127.0.0.1, for the mail worker's tests; it only takes mail from SMTP_USER. */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let refusal: Refusal = null;
  let refusedCount = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) return callback(null, { user: auth.username });
      return callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(_address, _session, callback) {
      if (!refusal) return callback();
      refusedCount += 1;
      return callback(Object.assign(new Error(refusal.text), { responseCode: refusal.code }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          messageId: /^Message-ID:\s*(\S+)/im.exec(raw)?.[1],
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`,
    received,
    refused: () => refusedCount,
    refuseWith: (next) => (refusal = next),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
